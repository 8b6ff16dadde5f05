import { graphql } from '../../gql';

/** The Sensors screen: the registry as the viewer may see it, sorted on the server. */
export const SensorRegistryDocument = graphql(`
  query SensorRegistry($locationId: ID, $sort: SensorSort, $direction: SensorSortDirection) {
    sensors(locationId: $locationId, sort: $sort, direction: $direction) {
      id
      hwid
      manufacturer
      locationId
      location {
        id
        name
        timezone
      }
      appliance {
        id
        name
        areaId
        locationId
        health {
          status
          computedAt
          findings {
            kind
            status
          }
        }
      }
      reportingIntervalSec
      isOffline
      nextMaintenanceAt
      latestData {
        temperature
        humidity
        batteryLevel
        signalLevel
        time
      }
      radioHealth {
        rssi
        snr
        weakSignal
        lostUplinksToday
        at
      }
    }
  }
`);

export const CreateSensorDocument = graphql(`
  mutation CreateSensor($input: CreateSensorInput!) {
    createSensor(input: $input) {
      secret
      sensor {
        id
        hwid
      }
    }
  }
`);

export const UpdateSensorDocument = graphql(`
  mutation UpdateSensor($input: UpdateSensorInput!) {
    updateSensor(input: $input) {
      id
      manufacturer
      locationId
      reportingIntervalSec
      nextMaintenanceAt
    }
  }
`);

export const DeleteSensorDocument = graphql(`
  mutation DeleteSensor($id: ID!) {
    deleteSensor(id: $id) {
      status
      id
    }
  }
`);

export const RotateSensorCredentialDocument = graphql(`
  mutation RotateSensorCredential($id: ID!) {
    rotateSensorCredential(id: $id) {
      secret
      sensor {
        id
        hwid
      }
    }
  }
`);
