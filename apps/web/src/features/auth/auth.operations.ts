import { graphql } from '../../gql';

// Sent with `requestGraphQL` (not Apollo) so that the public screens stay small.

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      access_token
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout($notificationToken: String) {
    logout(notificationToken: $notificationToken) {
      status
      message
    }
  }
`);

export const LogoutEverywhereDocument = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere {
      status
      message
    }
  }
`);

export const SendMagicLinkDocument = graphql(`
  mutation SendMagicLink($email: String!) {
    sendMagicLink(email: $email) {
      status
      errorCode
    }
  }
`);

export const LoginWithMagicTokenDocument = graphql(`
  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {
    loginWithMagicToken(input: $input) {
      access_token
    }
  }
`);

export const SendPasswordResetLinkDocument = graphql(`
  mutation SendPasswordResetLink($email: String!) {
    sendPasswordResetLink(email: $email) {
      status
      errorCode
    }
  }
`);

export const NewPasswordDocument = graphql(`
  mutation NewPassword($input: NewPasswordInput!) {
    newPassword(input: $input) {
      status
      errorCode
    }
  }
`);
