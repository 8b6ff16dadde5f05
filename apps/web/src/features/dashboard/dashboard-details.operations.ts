import { graphql } from '../../gql';

// The dashboard's details' own queries: in their chunk, not in the route's (dashboard-details.tsx).

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
      acknowledgedBy {
        id
        displayName
      }
      currentStatus {
        statusCode
      }
      appliance {
        id
        name
        areaId
        foodVerdict {
          ...FoodVerdictFacts
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
      foodVerdict {
        ...FoodVerdictFacts
      }
    }
  }
`);

/** Equipment of every visible location whose own temperatures say it needs someone (issue 38). */
export const DashboardEquipmentAttentionDocument = graphql(`
  query DashboardEquipmentAttention {
    appliancesNeedingAttention {
      status
      since
      reason {
        ...HealthFindingFacts
      }
      appliance {
        id
        name
        areaId
        locationId
      }
    }
  }
`);

/** Sensors whose latest calibration check failed, in every visible location (due now). */
export const DashboardCalibrationFailuresDocument = graphql(`
  query DashboardCalibrationFailures {
    sensorsFailingCalibration {
      id
      hwid
      locationId
      calibrationFailedAt
      appliance {
        id
        name
        areaId
      }
    }
  }
`);
