import { graphql } from '../../gql';

export const CorrectiveActionFieldsFragment = graphql(`
  fragment CorrectiveActionFields on CorrectiveAction {
    id
    subject
    fate
    probeReading
    quantity
    cost
    note
    doneAt
    signedOffAt
    viewerCanSignOff
    doneBy {
      id
      displayName
    }
    signedOffBy {
      id
      displayName
    }
    movedTo {
      id
      name
    }
  }
`);

export const ReviewAlertFieldsFragment = graphql(`
  fragment ReviewAlertFields on TempAlert {
    id
    startedAt
    endedAt
    reason
    severity
    reviewStatus
    viewerCanCloseOut
    locationId
    appliance {
      id
      name
      areaId
      locationId
      location {
        id
        name
        timezone
      }
    }
    correctiveAction {
      ...CorrectiveActionFields
    }
  }
`);

export const AlertsNeedingReviewDocument = graphql(`
  query AlertsNeedingReview($locationId: ID, $applianceId: ID) {
    alertsNeedingReview(locationId: $locationId, applianceId: $applianceId) {
      ...ReviewAlertFields
    }
  }
`);

export const RecordCorrectiveActionDocument = graphql(`
  mutation RecordCorrectiveAction($input: RecordCorrectiveActionInput!) {
    recordCorrectiveAction(input: $input) {
      ...CorrectiveActionFields
    }
  }
`);

export const SignOffCorrectiveActionDocument = graphql(`
  mutation SignOffCorrectiveAction($id: ID!) {
    signOffCorrectiveAction(id: $id) {
      ...CorrectiveActionFields
    }
  }
`);

export const CloseOutAlertDocument = graphql(`
  mutation CloseOutAlert($alertId: ID!) {
    closeOutAlert(alertId: $alertId) {
      ...CorrectiveActionFields
    }
  }
`);

export const LocationAppliancesDocument = graphql(`
  query LocationAppliancesForRecords($locationId: ID!) {
    locationAreas(locationId: $locationId) {
      id
      name
      appliances {
        id
        name
      }
    }
    unassignedAppliances(locationId: $locationId) {
      id
      name
    }
  }
`);

export const AuditEventFieldsFragment = graphql(`
  fragment AuditEventFields on AuditEvent {
    id
    subject
    change
    actorName
    at
    changes {
      field
      before
      after
    }
  }
`);

export const AuditTrailDocument = graphql(`
  query AuditTrail($locationId: ID!, $applianceId: ID) {
    auditTrail(locationId: $locationId, applianceId: $applianceId, first: 50) {
      ...AuditEventFields
    }
  }
`);

export const CalibrationCheckFieldsFragment = graphql(`
  fragment CalibrationCheckFields on CalibrationCheck {
    id
    method
    reference
    sensorReading
    passed
    checkedAt
    checkedBy {
      id
      displayName
    }
  }
`);

export const EquipmentRecordsDocument = graphql(`
  query EquipmentRecords($applianceId: ID!) {
    appliance(id: $applianceId) {
      id
      locationId
      foodVerdict {
        verdict
        batchId
      }
      sensors {
        id
        hwid
        temperatureOffset
        offsetSetAt
        offsetSetBy {
          id
          displayName
        }
        calibrationIntervalMonths
        calibrationDueAt
        calibrationFailedAt
        viewerCanCalibrate
        calibrationChecks {
          ...CalibrationCheckFields
        }
      }
    }
  }
`);

export const RecordCalibrationCheckDocument = graphql(`
  mutation RecordCalibrationCheck(
    $sensorId: ID!
    $method: CalibrationMethod!
    $reference: Float
    $sensorReading: Float!
    $unit: TemperatureUnit!
  ) {
    recordCalibrationCheck(sensorId: $sensorId, method: $method, reference: $reference, sensorReading: $sensorReading, unit: $unit) {
      ...CalibrationCheckFields
    }
  }
`);

export const SetSensorCalibrationDocument = graphql(`
  mutation SetSensorCalibration($sensorId: ID!, $offset: Float, $unit: TemperatureUnit, $intervalMonths: Int) {
    setSensorCalibration(sensorId: $sensorId, offset: $offset, unit: $unit, intervalMonths: $intervalMonths) {
      id
      temperatureOffset
      offsetSetAt
      calibrationIntervalMonths
      calibrationDueAt
    }
  }
`);

export const SubmissionSensorChecksDocument = graphql(`
  query SubmissionSensorChecks($id: ID!) {
    questSubmissionDetails(id: $id) {
      id
      answers {
        id
        temperatureCelsius
        action {
          id
          name
          type
        }
        sensorComparison {
          answerId
          flagged
          difference
          sensorTemperature
          appliance {
            id
            name
          }
        }
      }
    }
  }
`);

export const LinkAnswerApplianceDocument = graphql(`
  mutation LinkAnswerAppliance($answerId: ID!, $applianceId: ID!) {
    linkAnswerAppliance(answerId: $answerId, applianceId: $applianceId) {
      answerId
      flagged
      difference
    }
  }
`);
