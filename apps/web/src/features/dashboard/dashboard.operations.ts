import { graphql } from '../../gql';

/** Every visible location with its summary (monitoring levels only). */
export const DashboardSummariesDocument = graphql(`
  query DashboardSummaries {
    locationSummaries {
      locationId
      usersCount
      sensorsCount
      location {
        id
        name
        city
        country
        logo {
          id
          small
        }
      }
    }
  }
`);
