import { StepperNumberInput } from '../../ui/stepper-number-input';

export type TemperatureFieldProps = {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  required?: boolean;
};

/**
 * A probe temperature as the cooling screens take it: tenths of a degree, a large field and the
 * decimal keyboard on a phone (the person types it standing at the food, often with gloves on), and
 * steppers large enough for a gloved thumb.
 */
export function TemperatureField({ label, value, onChange, required }: TemperatureFieldProps) {
  return (
    <StepperNumberInput
      label={label}
      value={value}
      onChange={onChange}
      decimalScale={1}
      size="md"
      inputMode="decimal"
      required={required}
    />
  );
}
