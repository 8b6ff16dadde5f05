import { graphql } from '../../gql';

/** Every visible location with its summary (monitoring levels only). */
export const DashboardSummariesDocument = graphql(`
  query DashboardSummaries {
    locationSummaries {
      locationId
      usersCount
      sensorsCount
      tempAlertsCount
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

/** Open alerts of every visible location, newest first (the dashboard's alert list). */
export const DashboardOpenAlertsDocument = graphql(`
  query DashboardOpenAlerts {
    openTempAlerts {
      id
      locationId
      applianceId
      severity
      reason
      startedAt
      snoozedUntil
      currentStatus {
        statusCode
      }
      appliance {
        id
        name
        areaId
      }
    }
  }
`);
