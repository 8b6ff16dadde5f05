// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EscalationChainFieldsFragment } from '../../../gql/graphql';
import { prepareDom, renderWithMantine } from '../../../test-support/dom';
import { ChainEditor, type ChainEditorProps } from './chain-editor';

// Many events through Mantine in jsdom: seconds each on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(prepareDom);
afterEach(cleanup);

const notify = (patch: Partial<EscalationChainFieldsFragment['steps'][number]> = {}) => ({
  kind: 'NOTIFY' as const,
  minutes: null,
  userIds: [],
  accessLevels: ['LOCATION_MANAGER' as const],
  onShift: true,
  everyManager: false,
  channels: ['PUSH' as const],
  ...patch,
});
const wait = (minutes: number) => ({ ...notify(), kind: 'WAIT' as const, minutes, accessLevels: [], onShift: false, channels: [] });

const chain: EscalationChainFieldsFragment = {
  source: 'BUILT_IN',
  locationId: null,
  ackTimeoutMinutes: 30,
  updatedAt: null,
  steps: [notify(), wait(15), notify({ onShift: false, accessLevels: ['MANAGER'], channels: ['PUSH', 'SMS'] })],
};
const people = [
  { id: 'u-maria', displayName: 'Maria Lopez' },
  { id: 'u-luis', displayName: 'Luis Diaz' },
];

function renderEditor(onSave: ChainEditorProps['onSave'] = vi.fn(async () => null)) {
  renderWithMantine(<ChainEditor chain={chain} people={people} saving={false} onSave={onSave} />);
  return onSave;
}
const step = (n: number) => screen.getByRole('listitem', { name: `Step ${n}` });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save escalation chain' }));

describe('ChainEditor', () => {
  it('shows each step in order with what it does, and says which chain the location follows', () => {
    renderEditor();
    expect(screen.getAllByTestId('chain-step').map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Step 1 · Notify',
      'Step 2 · Wait',
      'Step 3 · Notify',
    ]);
    expect(screen.getByTestId('chain-source').textContent).toBe('This location follows the standard chain. Saving gives it its own.');
    expect((within(step(2)).getByLabelText('Minutes to wait') as HTMLInputElement).value).toBe('15');
    expect((within(step(3)).getByLabelText('Text message (SMS)') as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a wait out of 1–240 minutes at that step, and sends nothing', () => {
    const onSave = renderEditor();
    fireEvent.change(within(step(2)).getByLabelText('Minutes to wait'), { target: { value: '0' } });
    save();
    expect(within(step(2)).getByText('Step 2: a wait is 1 to 240 minutes')).toBeTruthy();
    expect(within(screen.getByTestId('chain-problems')).getByText('Step 2: a wait is 1 to 240 minutes')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the step and field of a NOTIFY without channels or without anyone to notify', () => {
    const onSave = renderEditor();
    fireEvent.click(within(step(1)).getByLabelText('Push notifications'));
    fireEvent.click(within(step(3)).getByLabelText('Manager'));
    save();
    expect(within(step(1)).getByText('Step 1: pick at least one channel')).toBeTruthy();
    expect(within(step(3)).getByText('Step 3: pick who to notify')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a chain without any NOTIFY step', () => {
    const onSave = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    save();
    expect(within(screen.getByTestId('chain-problems')).getByText('A chain needs at least one notify step')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reorders with the keyboard buttons, adds steps and saves the chain as shown', async () => {
    const onSave = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a wait' }));
    fireEvent.change(within(step(4)).getByLabelText('Minutes to wait'), { target: { value: '45' } });
    fireEvent.click(within(step(3)).getByLabelText('Luis Diaz'));
    fireEvent.change(screen.getByLabelText(/Re-escalate an acknowledged alert/), { target: { value: '60' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ackTimeoutMinutes: 60,
      steps: [
        { kind: 'WAIT', minutes: 15 },
        { kind: 'NOTIFY', userIds: [], accessLevels: ['LOCATION_MANAGER'], onShift: true, everyManager: false, channels: ['PUSH'] },
        { kind: 'NOTIFY', userIds: ['u-luis'], accessLevels: ['MANAGER'], onShift: false, everyManager: false, channels: ['PUSH', 'SMS'] },
        { kind: 'WAIT', minutes: 45 },
      ],
    });
  });

  it("shows the API's refusal at the step and field it names", async () => {
    renderEditor(vi.fn(async () => ({ path: 'steps.2.who', message: 'Step 3: Everyone in a chain must be a member of this company' })));
    save();
    expect(await within(step(3)).findByText('Step 3: Everyone in a chain must be a member of this company')).toBeTruthy();
  });
});
