import { gql, type TypedDocumentNode } from '@apollo/client/core';

export type ClientSummary = { __typename?: 'Client'; id: string; companyName: string };

export const ClientsDocument: TypedDocumentNode<{ clients: ClientSummary[] }, Record<string, never>> = gql`
  query Clients {
    clients {
      id
      companyName
    }
  }
`;

export type AccessLevel = 'FULL_ADMIN' | 'MANAGER' | 'LOCATION_MANAGER' | 'STANDARD_USER' | 'BASIC_USER';

export type CurrentUser = {
  __typename?: 'User';
  id: string;
  firstname?: string | null;
  lastname?: string | null;
  displayName?: string | null;
  email: string;
  nickname?: string | null;
  language?: string | null;
  temperatureUnit?: string | null;
  systemRole?: string | null;
  clientRole?: string | null;
  accessLevel?: AccessLevel | null;
  workRole?: string | null;
  client?: ClientSummary | null;
  locations?: Array<{ __typename?: 'Location'; id: string; name: string }> | null;
};

export const MeDocument: TypedDocumentNode<{ me: CurrentUser }, Record<string, never>> = gql`
  query Me {
    me {
      id
      firstname
      lastname
      displayName
      email
      nickname
      language
      temperatureUnit
      systemRole
      clientRole
      accessLevel
      workRole
      client {
        id
        companyName
      }
      locations {
        id
        name
      }
    }
  }
`;

export type LocationSummary = {
  __typename?: 'Location';
  id: string;
  name: string;
  timezone?: string | null;
  city?: string | null;
  country?: string | null;
};

export const LocationsDocument: TypedDocumentNode<{ locations: LocationSummary[] }, Record<string, never>> = gql`
  query Locations {
    locations {
      id
      name
      timezone
      city
      country
    }
  }
`;

/** The name to greet a user with. */
export function displayNameOf(user: CurrentUser | null | undefined): string {
  if (!user) return '';
  const full = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return user.displayName || full || user.email;
}
