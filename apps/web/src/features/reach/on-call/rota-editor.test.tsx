// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithMantine } from '../../../test-support/dom';
import { RotaEditor, type RotaEditorProps } from './rota-editor';

// Many events through Mantine in jsdom: seconds each on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(prepareDom);
afterEach(cleanup);

const people = [
  { id: 'u-maria', displayName: 'Maria Lopez' },
  { id: 'u-luis', displayName: 'Luis Diaz' },
];
// Maria on Monday mornings; Luis on Saturday night into Sunday.
const saved = [
  { userId: 'u-maria', weekday: 1, startMinute: 360, endMinute: 840 },
  { userId: 'u-luis', weekday: 6, startMinute: 1320, endMinute: 120 },
];

function renderRota(onSave: RotaEditorProps['onSave'] = vi.fn(async () => null), shifts = saved) {
  renderWithMantine(<RotaEditor shifts={shifts} people={people} timeZone="Europe/Lisbon" saving={false} onSave={onSave} />);
  return onSave;
}
const shift = (n: number) => screen.getByRole('listitem', { name: `Shift ${n}` });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save rota' }));
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('RotaEditor', () => {
  it("shows the shifts on the location's clock, and says nobody is on it when empty", () => {
    renderRota();
    expect(screen.getByText(/Weekly shifts on the location’s clock \(Europe\/Lisbon\)/)).toBeTruthy();
    expect(valueOf(within(shift(1)).getByLabelText('From'))).toBe('06:00');
    expect(valueOf(within(shift(1)).getByLabelText('To'))).toBe('14:00');
    const picked = (label: string) => (within(shift(2)).getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.textContent;
    expect(picked('Person')).toBe('Luis Diaz');
    expect(picked('Day')).toBe('Saturday');
    cleanup();
    renderRota(undefined, []);
    expect(screen.getByText('Nobody is on the rota yet: steps that notify whoever is on shift reach nobody.')).toBeTruthy();
  });

  it('refuses a shift without a person or an end time, naming the shift and the field', () => {
    const onSave = renderRota();
    fireEvent.click(screen.getByRole('button', { name: 'Add a shift' }));
    fireEvent.change(within(shift(1)).getByLabelText('To'), { target: { value: '' } });
    save();
    expect(within(shift(3)).getByText('Shift 3: pick a person')).toBeTruthy();
    expect(within(shift(1)).getByText('Shift 1: give an end time')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the shifts as minutes after midnight, with a removed shift left out', async () => {
    const onSave = renderRota();
    fireEvent.change(within(shift(1)).getByLabelText('To'), { target: { value: '15:30' } });
    fireEvent.change(within(shift(1)).getByLabelText('Day'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove shift 2' }));
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith([{ userId: 'u-maria', weekday: 3, startMinute: 360, endMinute: 930 }]);
  });

  it("shows the API's refusal at the shift's person", async () => {
    renderRota(
      vi.fn(async () => ({ path: 'shifts.1.userId', message: 'Shift 2: Everyone on the rota must be assigned to this location' })),
    );
    save();
    expect(await within(shift(2)).findByText('Shift 2: Everyone on the rota must be assigned to this location')).toBeTruthy();
  });
});
