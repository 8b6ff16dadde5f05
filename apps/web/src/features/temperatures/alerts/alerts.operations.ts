import { graphql } from '../../../gql';

/** One temperature alert as the equipment page lists it (spec §3 "Temp alert"). */
export const TempAlertRowFragment = graphql(`
  fragment TempAlertRow on TempAlert {
    id
    applianceId
    locationId
    startedAt
    endedAt
    severity
    reason
    extremeTemperature
    worstFoodVerdict
    snoozedUntil
    responsible {
      id
      displayName
    }
    currentStatus {
      statusCode
      description
      time
    }
    statusHistory {
      statusCode
      description
      time
    }
  }
`);

/** Alerts of one appliance, newest first, 10 per page (spec §7; not persisted: paginated). */
export const ApplianceAlertsDocument = graphql(`
  query ApplianceAlerts($id: ID!, $first: Int, $page: Int) {
    applianceAlerts(id: $id, first: $first, page: $page) {
      first
      page
      totalCount
      items {
        ...TempAlertRow
      }
    }
  }
`);

/** Silences an open alert (default 1 h, at most 24 h); the viewer becomes responsible. */
export const SnoozeTempAlertDocument = graphql(`
  mutation SnoozeTempAlert($id: ID!, $until: DateTime) {
    snoozeTempAlert(id: $id, until: $until) {
      ...TempAlertRow
    }
  }
`);

/** The food was discarded or restocked: a fresh batch with no time in the danger zone. */
export const StartFoodBatchDocument = graphql(`
  mutation StartFoodBatch($applianceId: ID!) {
    startFoodBatch(applianceId: $applianceId) {
      id
      foodVerdict {
        ...FoodVerdictFacts
      }
    }
  }
`);

/** Queues a CSV of readings and alerts, e-mailed to the requester (spec §7, PRODUCT.md). */
export const SensorDataExportDocument = graphql(`
  mutation SensorDataExport($input: SensorDataExportInput!) {
    sensorDataExport(input: $input) {
      status
      exportId
    }
  }
`);

/** Open alerts of a location (the /temperatures list badges each appliance with its own). */
export const LocationOpenAlertsDocument = graphql(`
  query LocationOpenAlerts($locationId: ID!) {
    locationTempAlerts(locationId: $locationId) {
      id
      applianceId
      severity
      snoozedUntil
      currentStatus {
        statusCode
      }
    }
  }
`);
