/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": typeof types.SendMagicLinkDocument,
    "\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n": typeof types.LoginWithMagicTokenDocument,
    "\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": typeof types.SendPasswordResetLinkDocument,
    "\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n": typeof types.NewPasswordDocument,
    "\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n    }\n  }\n": typeof types.UpdateMyPreferencesDocument,
    "\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n": typeof types.TrackEventDocument,
    "\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n": typeof types.ClientsDocument,
    "\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n": typeof types.LocationsDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": types.SendMagicLinkDocument,
    "\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n": types.LoginWithMagicTokenDocument,
    "\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n": types.SendPasswordResetLinkDocument,
    "\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n": types.NewPasswordDocument,
    "\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n    }\n  }\n": types.UpdateMyPreferencesDocument,
    "\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n": types.TrackEventDocument,
    "\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n": types.ClientsDocument,
    "\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n": types.LocationsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout($notificationToken: String) {\n    logout(notificationToken: $notificationToken) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation SendMagicLink($email: String!) {\n    sendMagicLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithMagicToken($input: MagicLinkLoginInput!) {\n    loginWithMagicToken(input: $input) {\n      access_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetLink($email: String!) {\n    sendPasswordResetLink(email: $email) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation NewPassword($input: NewPasswordInput!) {\n    newPassword(input: $input) {\n      status\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyPreferences($input: PreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      id\n      language\n      temperatureUnit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n"): (typeof documents)["\n  mutation TrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query Clients {\n    clients {\n      id\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      firstname\n      lastname\n      displayName\n      email\n      nickname\n      language\n      temperatureUnit\n      systemRole\n      clientRole\n      accessLevel\n      workRole\n      client {\n        id\n        companyName\n      }\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n"): (typeof documents)["\n  query Locations {\n    locations {\n      id\n      name\n      timezone\n      city\n      country\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;