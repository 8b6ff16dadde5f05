import { NumberInput } from '@mantine/core';

export type TemperatureFieldProps = {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  required?: boolean;
};

/**
 * A probe temperature as the cooling screens take it: tenths of a degree, a large field and the
 * decimal keyboard on a phone (the person types it standing at the food, often with gloves on).
 */
export function TemperatureField({ label, value, onChange, required }: TemperatureFieldProps) {
  return <NumberInput label={label} value={value} onChange={onChange} decimalScale={1} size="md" inputMode="decimal" required={required} />;
}
