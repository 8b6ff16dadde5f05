import { graphql } from '../../gql';

/** Live monitoring: alerts detected, snoozed or ended, food verdicts, new readings (of one location or appliance). */
export const TemperatureChangesDocument = graphql(`
  subscription TemperatureChanges($locationId: ID, $applianceId: ID, $kinds: [TemperatureChangeKind!]) {
    temperatureChanged(locationId: $locationId, applianceId: $applianceId, kinds: $kinds) {
      kind
      locationId
      applianceId
    }
  }
`);

/**
 * Live progress of a location's checklists and fix-its. An activation's progress is a field of its row,
 * which the server reads once per event for every subscriber (decision 0360): the event carries it.
 */
export const LocationProgressDocument = graphql(`
  subscription LocationProgress($locationId: ID) {
    locationProgressChanged(locationId: $locationId) {
      kind
      locationId
      questActivation {
        id
        progress
      }
    }
  }
`);
