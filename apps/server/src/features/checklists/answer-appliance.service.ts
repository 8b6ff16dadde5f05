import type { ActionType } from '@ks/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';
import { appliances, temperatureAnswerAppliances } from '../../db/schema/index.js';
import { validationError } from '../../graphql/errors.js';

/** An appliance a temperature answer may name: one of its checklist's location. */
export interface AnswerAppliance {
  id: string;
  name: string;
}

export const ANSWER_APPLIANCE_MESSAGES = {
  notTemperature: 'Only a temperature answer names an appliance',
  notAtLocation: 'Choose an appliance of this checklist’s location',
} as const;

/**
 * The appliances of a location a temperature answer can name, by name (the runner's select). Names and
 * ids only: whoever runs the checklist there may see which appliance they probe, whatever their level.
 */
export async function answerAppliancesOf({
  db,
  clientId,
  locationId,
}: {
  db: Db;
  clientId: string;
  locationId: string;
}): Promise<AnswerAppliance[]> {
  return db
    .select({ id: appliances.id, name: appliances.name })
    .from(appliances)
    .where(and(eq(appliances.clientId, clientId), eq(appliances.locationId, locationId)))
    .orderBy(asc(appliances.name), asc(appliances.id));
}

/**
 * Refuses an appliance that is not one of the activation's location in the tenant's client (another
 * location's, another client's and an unknown id are refused alike, so a foreign id reveals nothing),
 * and an appliance named for an answer that is not a temperature.
 */
export async function requireAnswerAppliance({
  db,
  clientId,
  locationId,
  applianceId,
  actionType,
}: {
  db: Db;
  clientId: string;
  locationId: string;
  applianceId: string;
  actionType: ActionType;
}): Promise<void> {
  if (actionType !== 'TEMPERATURE') throw validationError(ANSWER_APPLIANCE_MESSAGES.notTemperature, 'applianceId');
  const notHere = validationError(ANSWER_APPLIANCE_MESSAGES.notAtLocation, 'applianceId', 'APPLIANCE_NOT_AT_LOCATION');
  if (!isUuid(applianceId)) throw notHere;
  const [found] = await db
    .select({ id: appliances.id })
    .from(appliances)
    .where(and(eq(appliances.id, applianceId), eq(appliances.clientId, clientId), eq(appliances.locationId, locationId)));
  if (!found) throw notHere;
}

/** Links a manual temperature answer to the appliance it was taken at (replacing an earlier link). */
export async function storeAnswerAppliance({
  db,
  clientId,
  answerId,
  applianceId,
}: {
  db: Db;
  clientId: string;
  answerId: string;
  applianceId: string;
}) {
  await db
    .insert(temperatureAnswerAppliances)
    .values({ answerId, clientId, applianceId })
    .onConflictDoUpdate({ target: temperatureAnswerAppliances.answerId, set: { applianceId } });
}
