import { gql, type TypedDocumentNode } from '@apollo/client/core';

type TemperatureChangeKind = 'ALERT' | 'FOOD' | 'READINGS';

interface TemperatureChanges {
  temperatureChanged: { kind: TemperatureChangeKind; locationId: string; applianceId: string } | null;
}

/** Live monitoring: alerts detected, snoozed or ended, food verdicts, new readings (of one location or appliance). */
export const TemperatureChangesDocument: TypedDocumentNode<
  TemperatureChanges,
  { locationId?: string; applianceId?: string; kinds?: TemperatureChangeKind[] }
> = gql`
  subscription TemperatureChanges($locationId: ID, $applianceId: ID, $kinds: [TemperatureChangeKind!]) {
    temperatureChanged(locationId: $locationId, applianceId: $applianceId, kinds: $kinds) {
      kind
      locationId
      applianceId
    }
  }
`;

interface LocationProgress {
  locationProgressChanged: { kind: 'FIXIT' | 'ACTIVATION'; locationId: string } | null;
}

/** Live progress of a location's checklists and fix-its. */
export const LocationProgressDocument: TypedDocumentNode<LocationProgress, { locationId?: string }> = gql`
  subscription LocationProgress($locationId: ID) {
    locationProgressChanged(locationId: $locationId) {
      kind
      locationId
    }
  }
`;
