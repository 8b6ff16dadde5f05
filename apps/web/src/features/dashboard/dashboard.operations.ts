import { graphql } from '../../gql';

/**
 * Every visible location with its summary (monitoring levels only): the operator's morning view, "are we
 * compliant today?" — score, today's checklists, fix-its, alerts, sensors and the 30-day trend.
 */
export const DashboardSummariesDocument = graphql(`
  query DashboardSummaries {
    locationSummaries {
      locationId
      usersCount
      sensorsCount
      tempAlertsCount
      fixits {
        pending
      }
      todayChecklists {
        done
        inProgress
        toDo
        missed
      }
      sensorAttention {
        offline
        lowBattery
      }
      trend(days: 30) {
        day
        score
        alertsCount
      }
      location {
        id
        name
        city
        country
        timezone
        score
        logo {
          id
          small
        }
      }
    }
  }
`);
