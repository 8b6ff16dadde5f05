import { graphql } from '../../gql';
import type { LocationsQuery, MeQuery } from '../../gql/graphql';
import type { ClientSummary } from './session.types';

export type { ClientSummary };
export type CurrentUser = MeQuery['me'];
export type LocationSummary = LocationsQuery['locations'][number];
export type AccessLevel = NonNullable<CurrentUser['accessLevel']>;

/** The caller's client memberships: run network-only at start-up and after login. */
export const ClientsDocument = graphql(`
  query Clients {
    clients {
      id
      companyName
    }
  }
`);

export const MeDocument = graphql(`
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
`);

export const LocationsDocument = graphql(`
  query Locations {
    locations {
      id
      name
      timezone
      city
      country
    }
  }
`);

/** The name to greet a user with. */
export function displayNameOf(user: CurrentUser | null | undefined): string {
  if (!user) return '';
  const full = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return user.displayName || full || user.email;
}
