import { graphql } from '../../gql';

/** The latest reading of a sensor as lists and cards show it. */
export const SensorReadingFragment = graphql(`
  fragment SensorReading on Sensor {
    id
    hwid
    manufacturer
    isOffline
    reportingIntervalSec
    nextMaintenanceAt
    latestData {
      temperature
      humidity
      batteryLevel
      signalLevel
      time
    }
  }
`);

/** The one food verdict as screens word it (Appliance.foodVerdict, decision 0120). */
export const FoodVerdictFactsFragment = graphql(`
  fragment FoodVerdictFacts on FoodVerdict {
    status
    verdict
    control
    batchId
    batchStartedAt
    dangerMinutes
    unknownMinutes
    noDataMinutes
    periods
    uncertain
    next {
      verdict
      at
    }
  }
`);

/** One row of the /temperatures list. */
export const EquipmentRowFragment = graphql(`
  fragment EquipmentRow on Appliance {
    id
    name
    type
    contents
    areaId
    holdsTcsFood
    createdAt
    safeZone {
      min
      max
      unit
    }
    foodVerdict {
      ...FoodVerdictFacts
    }
    primarySensor {
      ...SensorReading
    }
    health {
      status
      computedAt
      findings {
        kind
        status
      }
    }
  }
`);

/** /temperatures: the selected location's areas (with floorplans) and all of its equipment. */
export const LocationEquipmentDocument = graphql(`
  query LocationEquipment($locationId: ID!) {
    location(id: $locationId) {
      id
      name
      plan
    }
    locationAreas(locationId: $locationId) {
      id
      name
      floorplan {
        id
        fileId
        image {
          id
          large
          xlarge
        }
        placements {
          applianceId
          x
          y
        }
      }
      appliances {
        ...EquipmentRow
      }
    }
    unassignedAppliances(locationId: $locationId) {
      ...EquipmentRow
    }
  }
`);

/** Equipment details page (polled every 5 minutes). */
export const ApplianceDetailsDocument = graphql(`
  query ApplianceDetails($id: ID!) {
    appliance(id: $id) {
      id
      name
      type
      contents
      description
      equipmentId
      serialNumber
      vendor
      maintenance
      locationId
      areaId
      area {
        id
        name
      }
      photoFileId
      photo {
        id
        medium
        large
      }
      safeZone {
        min
        max
        unit
      }
      alertDelayMin
      holdsTcsFood
      createdAt
      updatedAt
      location {
        id
        timezone
      }
      primarySensor {
        id
      }
      currentAlert {
        id
        severity
        snoozedUntil
        currentStatus {
          statusCode
        }
      }
      foodVerdict {
        ...FoodVerdictFacts
      }
    }
  }
`);

/** The sensors of one appliance (polled every 2 minutes). */
export const ApplianceSensorsDocument = graphql(`
  query ApplianceSensors($id: ID!) {
    applianceSensors(id: $id) {
      ...SensorReading
    }
  }
`);

/** Sensors that can be attached in a location. */
export const AvailableSensorsDocument = graphql(`
  query AvailableSensors($locationId: ID!) {
    availableSensors(locationId: $locationId) {
      id
      hwid
      manufacturer
      locationId
    }
  }
`);

/** What the create and edit forms need besides the appliance: the location and its areas. */
export const EquipmentFormOptionsDocument = graphql(`
  query EquipmentFormOptions($locationId: ID!) {
    location(id: $locationId) {
      id
      name
      plan
      jurisdictionProfile
    }
    areaOptions(locationId: $locationId) {
      id
      name
    }
  }
`);

export const CreateApplianceDocument = graphql(`
  mutation CreateAppliance($input: CreateApplianceInput!) {
    createAppliance(input: $input) {
      id
      areaId
    }
  }
`);

export const UpdateApplianceDocument = graphql(`
  mutation UpdateAppliance($input: UpdateApplianceInput!) {
    updateAppliance(input: $input) {
      id
      name
      type
      contents
      description
      equipmentId
      serialNumber
      vendor
      maintenance
      areaId
      photoFileId
      safeZone {
        min
        max
        unit
      }
      alertDelayMin
      updatedAt
    }
  }
`);

export const DeleteApplianceDocument = graphql(`
  mutation DeleteAppliance($id: ID!) {
    deleteAppliance(id: $id) {
      status
      id
    }
  }
`);

export const AttachSensorDocument = graphql(`
  mutation AttachSensor($applianceId: ID!, $sensorId: ID!) {
    attachSensor(applianceId: $applianceId, sensorId: $sensorId) {
      status
      errorCode
    }
  }
`);

export const DetachSensorDocument = graphql(`
  mutation DetachSensor($applianceId: ID!, $sensorId: ID!) {
    detachSensor(applianceId: $applianceId, sensorId: $sensorId) {
      status
      errorCode
    }
  }
`);
