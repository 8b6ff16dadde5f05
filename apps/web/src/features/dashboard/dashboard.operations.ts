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
        currentFsBatch {
          ...FoodBatchFacts
        }
      }
    }
  }
`);

/** Equipment whose food reached "use now" or "discard", alert or not (the dashboard's food list). */
export const DashboardFoodAtRiskDocument = graphql(`
  query DashboardFoodAtRisk {
    foodAtRisk {
      id
      name
      areaId
      locationId
      holdsTcsFood
      currentFsBatch {
        ...FoodBatchFacts
      }
    }
  }
`);
