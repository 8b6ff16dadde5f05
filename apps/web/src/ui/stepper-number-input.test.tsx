// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../test-support/dom';
import { StepperNumberInput } from './stepper-number-input';

beforeAll(prepareDom);
afterEach(cleanup);

function Field() {
  const [value, setValue] = useState<number | string>(4);
  return <StepperNumberInput label="Walk-in fridge" value={value} onChange={setValue} step={0.5} decimalScale={1} />;
}

describe('StepperNumberInput', () => {
  it('has named steppers of 44 px that change the value, and none of the tiny nameless ones', () => {
    renderWithMantine(<Field />);
    const up = screen.getByRole('button', { name: 'Increase Walk-in fridge' });
    const down = screen.getByRole('button', { name: 'Decrease Walk-in fridge' });
    for (const stepper of [up, down]) expect(stepper.style.getPropertyValue('--ai-size')).toBe('calc(2.75rem * var(--mantine-scale))');
    const input = screen.getByRole('textbox', { name: 'Walk-in fridge' });
    fireEvent.click(up);
    expect((input as HTMLInputElement).value).toBe('4.5');
    fireEvent.click(down);
    fireEvent.click(down);
    expect((input as HTMLInputElement).value).toBe('3.5');
    expect(document.querySelector('.mantine-NumberInput-control')).toBeNull();
  });
});
