// @vitest-environment jsdom
import { ACCESS_LEVELS, type AccessLevel } from '@ks/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EscalationChainFieldsFragment } from '../../../gql/graphql';
import { prepareDom, renderWithMantine } from '../../../test-support/dom';
import { ChainEditor } from './chain-editor';
import { DefaultChainAccess } from './default-chain-access';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(prepareDom);
afterEach(cleanup);

const ALLOWED: AccessLevel[] = ['FULL_ADMIN', 'MANAGER'];
const companyChain: EscalationChainFieldsFragment = {
  source: 'CLIENT_DEFAULT',
  locationId: null,
  ackTimeoutMinutes: 30,
  updatedAt: '2026-12-01T09:00:00.000Z',
  steps: [
    { kind: 'NOTIFY', minutes: null, userIds: [], accessLevels: ['MANAGER'], onShift: false, everyManager: false, channels: ['SMS'] },
  ],
};

describe("The company's default chain: who may set it up", () => {
  it.each(ACCESS_LEVELS.map((level) => [level, ALLOWED.includes(level)] as const))('%s sees the editor: %s', (level, allowed) => {
    renderWithMantine(
      <DefaultChainAccess level={level}>
        <p>the editor</p>
      </DefaultChainAccess>,
    );
    expect(screen.queryByText('the editor') !== null).toBe(allowed);
    if (!allowed) {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Company escalation chain');
      expect(screen.getByText('The company’s default escalation chain is set up by Managers.')).toBeTruthy();
    }
  });
});

describe('The location chain editor on the company default', () => {
  it('says what the default is for and saves it as edited', async () => {
    const onSave = vi.fn(async () => null);
    renderWithMantine(
      <ChainEditor
        scope="company"
        chain={companyChain}
        people={[{ id: 'u-ana', displayName: 'Ana Ruiz' }]}
        saving={false}
        onSave={onSave}
      />,
    );
    expect(screen.getByTestId('chain-source').textContent).toBe(
      'This is the company’s default chain: every location without its own follows it.',
    );
    const step = screen.getByRole('listitem', { name: 'Step 1' });
    expect(within(step).getByText('Everyone at the alert’s location who is a')).toBeTruthy();
    fireEvent.click(within(step).getByLabelText('Ana Ruiz'));
    fireEvent.click(screen.getByRole('button', { name: 'Save escalation chain' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ackTimeoutMinutes: 30,
      steps: [{ kind: 'NOTIFY', userIds: ['u-ana'], accessLevels: ['MANAGER'], onShift: false, everyManager: false, channels: ['SMS'] }],
    });
  });
});
