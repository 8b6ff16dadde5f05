import { base64Bytes, normalDevEui } from '@ks/domain';
import { asRecord, fCntOf, receptionOf, UPLINK_MESSAGES, type NetworkUplink, type UplinkRefusal } from './uplink-types.js';

/**
 * ChirpStack v4 integration events, JSON encoding (chirpstack.io docs, "Integrations > Events": `up`,
 * `status`, `join`, `ack`, `txack`, `log`, `location`, `integration`). Used by the HTTP integration
 * (`?event=up`) and the MQTT integration (topic `application/<id>/device/<devEui>/event/up`).
 */
export const CHIRPSTACK_EVENTS = ['up', 'status', 'join', 'ack', 'txack', 'log', 'location', 'integration'] as const;

/** An `up` event: deviceInfo.devEui, time, fCnt, data (base64 FRMPayload), object (codec output), rxInfo[]. */
export function chirpstackUplink(body: unknown): NetworkUplink | UplinkRefusal {
  const event = asRecord(body);
  const devEui = normalDevEui(asRecord(event.deviceInfo).devEui);
  if (!devEui) return { error: UPLINK_MESSAGES.badDevEui };
  if (typeof event.time !== 'string') return { error: UPLINK_MESSAGES.badTime };
  const rxInfo = Array.isArray(event.rxInfo) ? event.rxInfo : [];
  return {
    devEui,
    time: event.time,
    fCnt: fCntOf(event.fCnt),
    bytes: base64Bytes(event.data),
    fields: event.object,
    receptions: rxInfo.map(receptionOf),
  };
}

/** A `status` event's battery level (%; ChirpStack sends a float, absent when the device cannot tell). */
export function chirpstackStatus(body: unknown): { devEui: string; batteryLevel: number } | null {
  const event = asRecord(body);
  const devEui = normalDevEui(asRecord(event.deviceInfo).devEui);
  const level = event.batteryLevel;
  if (!devEui || event.batteryLevelUnavailable === true || event.externalPowerSource === true) return null;
  if (typeof level !== 'number' || !Number.isFinite(level) || level < 0 || level > 100) return null;
  return { devEui, batteryLevel: Math.round(level) };
}
