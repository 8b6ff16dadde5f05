import { gql, type TypedDocumentNode } from '@apollo/client/core';

type AccessTokenPayload = { __typename?: string; access_token: string };
export type EmailStatus = 'SUCCESS' | 'ERROR' | 'FAILURE';
type StatusPayload = { __typename?: string; status: EmailStatus; errorCode?: string | null };

export const LoginDocument: TypedDocumentNode<
  { login: AccessTokenPayload },
  { input: { username: string; password: string } }
> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      access_token
    }
  }
`;

export const LogoutDocument: TypedDocumentNode<
  { logout: { __typename?: string; status: string; message?: string | null } },
  { notificationToken?: string | null }
> = gql`
  mutation Logout($notificationToken: String) {
    logout(notificationToken: $notificationToken) {
      status
      message
    }
  }
`;

export const SendMagicLinkDocument: TypedDocumentNode<{ sendMagicLink: StatusPayload }, { email: string }> = gql`
  mutation SendMagicLink($email: String!) {
    sendMagicLink(email: $email) {
      status
      errorCode
    }
  }
`;

export const LoginWithMagicTokenDocument: TypedDocumentNode<
  { loginWithMagicToken: AccessTokenPayload },
  { input: { token: string; username: string } }
> = gql`
  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {
    loginWithMagicToken(input: $input) {
      access_token
    }
  }
`;

export const SendPasswordResetLinkDocument: TypedDocumentNode<
  { sendPasswordResetLink: StatusPayload },
  { email: string }
> = gql`
  mutation SendPasswordResetLink($email: String!) {
    sendPasswordResetLink(email: $email) {
      status
      errorCode
    }
  }
`;

export const NewPasswordDocument: TypedDocumentNode<
  { newPassword: StatusPayload },
  { input: { password: string; token: string } }
> = gql`
  mutation NewPassword($input: NewPasswordInput!) {
    newPassword(input: $input) {
      status
      errorCode
    }
  }
`;
