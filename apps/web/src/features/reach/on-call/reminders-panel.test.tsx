// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ChecklistRemindersFieldsFragment } from '../../../gql/graphql';
import { renderWithMantine } from '../../../test-support/dom';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { RemindersPanel } from './reminders-panel';

setUpBilingualDom();

// A kitchen in New York (UTC-5 in December): 17:00 UTC is noon there.
const reminders: ChecklistRemindersFieldsFragment = {
  windows: [
    {
      activationId: 'a-lunch',
      checklistName: 'Lunch checks',
      startsAt: '2026-12-03T17:00:00.000Z',
      endsAt: '2026-12-03T18:00:00.000Z',
      submitted: false,
      notices: [
        { phase: 'OPENED', at: '2026-12-03T17:00:00.000Z', sent: true },
        { phase: 'CLOSING', at: '2026-12-03T17:45:00.000Z', sent: false },
        { phase: 'MISSED', at: '2026-12-03T18:00:00.000Z', sent: false },
      ],
    },
    {
      activationId: 'a-open',
      checklistName: 'Opening checks',
      startsAt: '2026-12-03T12:00:00.000Z',
      endsAt: '2026-12-03T13:00:00.000Z',
      submitted: true,
      notices: [],
    },
  ],
  recent: [
    {
      id: 'n-1',
      phase: 'OPENED',
      checklistName: 'Lunch checks',
      time: '2026-12-03T17:00:20.000Z',
      personName: 'Ana Ruiz',
      channel: 'PUSH',
      outcome: 'FAILED',
      reason: 'no device subscribed to push',
    },
  ],
};

describe('RemindersPanel', () => {
  it("lists today's windows with their notices on the kitchen's clock, and the latest notices with their outcome", () => {
    renderWithMantine(<RemindersPanel reminders={reminders} timeZone="America/New_York" />);
    const [lunch, opening] = screen.getAllByTestId('reminder-window');
    expect(lunch!.textContent).toMatch(/Lunch checks12:00\sPM.*–1:00\sPM/);
    expect(lunch!.textContent).toMatch(/Opened 12:00\sPM.*: sent · Closes in 15 min 12:45\sPM.* · Missed 1:00\sPM/);
    expect(within(opening!).getByText('Submitted')).toBeTruthy();
    expect(within(opening!).getByText('Nothing left to send.')).toBeTruthy();
    expect(screen.getByTestId('reminder-notice').textContent).toMatch(
      /12:00\sPM.* · Lunch checks: Opened → Ana Ruiz · Push notifications: Failed \(no device subscribed to push\)$/,
    );
  });

  it('speaks Spanish, and says when there is nothing yet', async () => {
    await i18next.changeLanguage('es');
    renderWithMantine(<RemindersPanel reminders={{ windows: [], recent: [] }} timeZone="America/New_York" />);
    expect(screen.getByRole('heading', { name: 'Recordatorios de listas de control' })).toBeTruthy();
    expect(screen.getByText('Hoy no hay ninguna ventana de listas aquí.')).toBeTruthy();
    expect(screen.getByText('Todavía no se ha enviado ningún aviso de listas desde aquí.')).toBeTruthy();
  });
});
