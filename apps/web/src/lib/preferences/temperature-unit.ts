import { DEFAULT_TEMPERATURE_UNIT, TEMPERATURE_UNITS, type TemperatureUnit } from '../constants';
import { STORAGE_KEYS } from '../storage/storage';
import { useStoredValue } from '../storage/use-stored-value';

function isTemperatureUnit(value: unknown): value is TemperatureUnit {
  return typeof value === 'string' && (TEMPERATURE_UNITS as readonly string[]).includes(value);
}

/** The temperature unit preference (`ks:temperature-unit`, F by default). */
export function useTemperatureUnit(): [TemperatureUnit, (unit: TemperatureUnit) => void] {
  const [stored, setStored] = useStoredValue(STORAGE_KEYS.temperatureUnit);
  const unit = isTemperatureUnit(stored) ? stored : DEFAULT_TEMPERATURE_UNIT;
  return [unit, (next) => setStored(next)];
}
