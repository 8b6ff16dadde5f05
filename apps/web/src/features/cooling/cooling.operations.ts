import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';

/*
 * Typed by hand rather than by codegen: written while other features regenerated src/gql/ in the same
 * checkout. The shapes follow apps/server/schema.graphql (CoolingLog and its inputs).
 */

export type ProcessKind = 'COOLING' | 'REHEATING';
export type ProcessStatus = 'RUNNING' | 'PASSED' | 'FAILED';
export type Unit = 'C' | 'F';

export type CoolingCheckpoint = {
  index: number;
  targetValue: number | null;
  targetUnit: Unit | null;
  withinMin: number;
  deadline: string;
  status: 'MET' | 'MISSED' | 'PENDING';
  metAt: string | null;
  metTemperature: number | null;
};

export type CoolingLog = {
  id: string;
  kind: ProcessKind;
  foodName: string;
  applianceName: string | null;
  startedAt: string;
  startTemperature: number;
  startedByName: string | null;
  status: ProcessStatus;
  endedAt: string | null;
  resolution: 'REHEATED_AND_RESTARTED' | 'DISCARDED' | null;
  resolutionNote: string | null;
  restartOfId: string | null;
  restartedAsId: string | null;
  checkpoints: CoolingCheckpoint[];
  readings: Array<{ time: string; temperature: number; source: 'MANUAL' | 'PROBE' }>;
};

const LOG_FIELDS = `id kind foodName applianceName startedAt startTemperature startedByName status endedAt resolution resolutionNote
  restartOfId restartedAsId checkpoints { index targetValue targetUnit withinMin deadline status metAt metTemperature }
  readings { time temperature source }`;

export const CoolingLogsDocument: TypedDocumentNode<{ coolingLogs: CoolingLog[] }, { locationId: string }> = parse(
  `query CoolingLogs($locationId: ID!) { coolingLogs(locationId: $locationId) { ${LOG_FIELDS} } }`,
);

export const CoolingLogDocument: TypedDocumentNode<{ coolingLog: CoolingLog }, { id: string }> = parse(
  `query CoolingLog($id: ID!) { coolingLog(id: $id) { ${LOG_FIELDS} } }`,
);

export const CoolingAppliancesDocument: TypedDocumentNode<
  {
    locationAreas: Array<{ id: string; appliances: Array<{ id: string; name: string }> }>;
    unassignedAppliances: Array<{ id: string; name: string }>;
  },
  { locationId: string }
> = parse(
  'query CoolingAppliances($locationId: ID!) { locationAreas(locationId: $locationId) { id appliances { id name } } unassignedAppliances(locationId: $locationId) { id name } }',
);

export const StartCoolingLogDocument: TypedDocumentNode<
  { startCoolingLog: CoolingLog },
  { input: { locationId: string; kind: ProcessKind; foodName: string; applianceId?: string | null; startTemperature: number; unit: Unit } }
> = parse(`mutation StartCoolingLog($input: StartCoolingLogInput!) { startCoolingLog(input: $input) { ${LOG_FIELDS} } }`);

export const RecordCoolingReadingDocument: TypedDocumentNode<
  { recordCoolingReading: CoolingLog },
  { input: { logId: string; temperature: number; unit: Unit } }
> = parse(`mutation RecordCoolingReading($input: RecordCoolingReadingInput!) { recordCoolingReading(input: $input) { ${LOG_FIELDS} } }`);

export const ResolveCoolingLogDocument: TypedDocumentNode<
  { resolveFailedCoolingLog: { log: CoolingLog; restart: CoolingLog | null } },
  {
    input: {
      logId: string;
      resolution: 'REHEATED_AND_RESTARTED' | 'DISCARDED';
      reheatTemperature?: number | null;
      unit?: Unit;
      note?: string | null;
    };
  }
> = parse(
  `mutation ResolveCoolingLog($input: ResolveCoolingLogInput!) { resolveFailedCoolingLog(input: $input) { log { ${LOG_FIELDS} } restart { ${LOG_FIELDS} } } }`,
);
