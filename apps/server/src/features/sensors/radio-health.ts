import { isWeakSignal, todayIn } from '@ks/domain';
import type { Scope } from '../../scope/scope.js';
import { visibleLocationById } from '../../scope/visible-locations.js';
import type { SensorRow } from './sensors.service.js';

/** A LoRaWAN sensor's radio as shown on the Sensors screen. */
export interface RadioHealth {
  rssi: number | null;
  snr: number | null;
  weakSignal: boolean;
  lostUplinksToday: number;
  at: Date;
}

/**
 * The radio health of a sensor that sent uplinks through a network server; null for any other. The lost
 * uplinks count is today's only in the location's zone (UTC in stock): a count of an earlier day reads 0.
 */
export async function radioHealthOf(sensor: SensorRow, _args: unknown, scope: Scope): Promise<RadioHealth | null> {
  if (!sensor.radioAt) return null;
  const location = sensor.locationId ? await visibleLocationById({ scope, id: sensor.locationId }) : null;
  const today = todayIn(location?.timezone ?? 'UTC');
  return {
    rssi: sensor.radioRssi,
    snr: sensor.radioSnr,
    weakSignal: isWeakSignal(sensor.radioRssi, sensor.radioSnr),
    lostUplinksToday: sensor.lostUplinksDay === today ? sensor.lostUplinksToday : 0,
    at: sensor.radioAt,
  };
}
