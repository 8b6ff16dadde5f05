import { ActionIcon, Group, NumberInput, type NumberInputHandlers, type NumberInputProps } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type StepperNumberInputProps = Omit<NumberInputProps, 'label' | 'hideControls' | 'handlersRef'> & {
  /** The field's label, also the steppers' names ("Increase Walk-in fridge"). */
  label: string;
};

/** Touch targets of at least 44 px (WCAG 2.5.5; a cook's gloved thumb). */
const STEPPER_SIZE = 44;

/**
 * A number field with − and + buttons beside it that a phone can hit and a screen reader can name.
 * Mantine's own steppers are 27×20 px, hidden from assistive technology and nameless.
 */
export function StepperNumberInput({ label, disabled, style, ...props }: StepperNumberInputProps) {
  const { t } = useTranslation();
  const handlers = useRef<NumberInputHandlers>(null);
  return (
    <Group gap={6} align="flex-end" wrap="nowrap" style={style}>
      <ActionIcon
        variant="default"
        size={STEPPER_SIZE}
        aria-label={t('common.stepDown', { name: label })}
        disabled={disabled}
        onClick={() => handlers.current?.decrement()}
      >
        −
      </ActionIcon>
      <NumberInput {...props} label={label} disabled={disabled} hideControls handlersRef={handlers} style={{ flex: 1 }} />
      <ActionIcon
        variant="default"
        size={STEPPER_SIZE}
        aria-label={t('common.stepUp', { name: label })}
        disabled={disabled}
        onClick={() => handlers.current?.increment()}
      >
        +
      </ActionIcon>
    </Group>
  );
}
