import { bestReception, checkReading, decodeUplink, type DecodedUplink } from '@ks/domain';
import type { SystemServices } from '../../scope/app-services.js';
import { storeAndEvaluate, type ClientReading } from '../alerts/engine/index.js';
import { countUplink, integrationCheck, type IntegrationPrincipal } from './integration-auth.js';
import { claimFrame, improveRadio, recordRadio, sensorsOfDevEui, type UplinkSensor } from './uplink-sensors.js';
import { UPLINK_MESSAGES, type NetworkUplink, type UplinkRefusal } from './uplink-types.js';

/** What became of one uplink (the network server gets 200 in every case: it must not retry). */
export type UplinkOutcome = { status: 'stored'; readings: number } | { status: 'duplicate' } | { status: 'refused'; error: string };

/** A reading as the HTTP ingest's readings are checked (same rules, same normalized shape). */
function readingOf(
  sensor: UplinkSensor,
  clientId: string,
  time: string,
  values: Partial<DecodedUplink>,
  now: Date,
  index: number,
): { error: string } | { reading: ClientReading } {
  const check = checkReading(
    { hwid: sensor.hwid, time, temperature: values.temperature, humidity: values.humidity, batteryLevel: values.batteryLevel },
    now,
  );
  if (!check.ok) return { error: check.message };
  const reading = check.reading as ClientReading;
  reading.clientId = clientId;
  reading.index = index;
  return { reading };
}

function readingsOf(
  found: { main: UplinkSensor; probe?: UplinkSensor },
  principal: IntegrationPrincipal,
  uplink: NetworkUplink,
  decoded: DecodedUplink,
  now: Date,
): { error: string } | { readings: ClientReading[] } {
  const main = readingOf(found.main, principal.clientId, uplink.time, decoded, now, 0);
  if ('error' in main) return main;
  const readings = [main.reading];
  if (found.probe && decoded.probeTemperature !== null) {
    const probe = readingOf(
      found.probe,
      principal.clientId,
      uplink.time,
      { temperature: decoded.probeTemperature, batteryLevel: decoded.batteryLevel },
      now,
      1,
    );
    if ('error' in probe) return probe;
    readings.push(probe.reading);
  }
  return { readings };
}

async function refuse(system: SystemServices, principal: IntegrationPrincipal, error: string): Promise<UplinkOutcome> {
  await countUplink(system.pool, principal, error);
  return { status: 'refused', error };
}

/**
 * One uplink of a network server, whichever transport brought it: the sensor is the integration's
 * client's sensor of that DevEUI (never another client's), its model decodes the payload, a repeated frame
 * counter is stored once (the better gateway's radio kept), and the readings go through the alert
 * engine's door like any other. Anything that cannot be stored is counted on the integration with why.
 * Throws CredentialRefused when the integration's secret was rotated or removed meanwhile.
 */
export async function handleUplink(
  system: SystemServices,
  principal: IntegrationPrincipal,
  uplink: NetworkUplink | UplinkRefusal,
  now = new Date(),
): Promise<UplinkOutcome> {
  if ('error' in uplink) return refuse(system, principal, uplink.error);
  const found = await sensorsOfDevEui(system.pool, principal.clientId, uplink.devEui);
  if (!found.main) return refuse(system, principal, UPLINK_MESSAGES.unknownDevice(uplink.devEui));
  const main = found.main;
  const decoded = decodeUplink({ model: main.model, bytes: uplink.bytes, fields: uplink.fields });
  if (!decoded.ok) return refuse(system, principal, decoded.error);
  const built = readingsOf({ main, probe: found.probe }, principal, uplink, decoded.decoded, now);
  if ('error' in built) return refuse(system, principal, built.error);
  const time = built.readings[0]!.time;
  const best = bestReception(uplink.receptions);
  if (uplink.fCnt !== null && !(await claimFrame(system.pool, main, principal.clientId, uplink.fCnt, time))) {
    await improveRadio(system.pool, main, uplink.fCnt, best);
    return { status: 'duplicate' };
  }
  const outcome = await storeAndEvaluate({ system, readings: built.readings, now, checks: [integrationCheck(principal)] });
  await recordRadio(system.pool, main, { fCnt: uplink.fCnt, best, time });
  await countUplink(system.pool, principal, null);
  return { status: 'stored', readings: outcome.stored };
}
