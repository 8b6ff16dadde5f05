// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ReviewAlertFieldsFragment } from '../../gql/graphql';
import { setUpBilingualDom } from '../../test-support/bilingual-dom';
import { renderWithMantine } from '../../test-support/dom';
import { ReviewAlertSummary } from './review-alert-summary';

setUpBilingualDom();

const alert: ReviewAlertFieldsFragment = {
  id: 'alert-1',
  startedAt: '2026-12-03T01:00:00.000Z',
  endedAt: '2026-12-03T02:09:00.000Z',
  reason: 'APPLIANCE_TOO_WARM',
  severity: 'LOW',
  reviewStatus: 'NEEDS_CORRECTIVE_ACTION',
  viewerCanCloseOut: false,
  locationId: 'loc-1',
  appliance: {
    id: 'fridge-1',
    name: 'Walk-in fridge',
    areaId: null,
    locationId: 'loc-1',
    location: { id: 'loc-1', name: 'Harbor Downtown', timezone: 'America/New_York' },
  },
  correctiveAction: null,
};

describe('ReviewAlertSummary', () => {
  it('names the equipment with its location (two kitchens both have a walk-in) and the end on its clock', () => {
    renderWithMantine(<ReviewAlertSummary alert={alert} />);
    expect(screen.getByText('Walk-in fridge at Harbor Downtown')).toBeTruthy();
    // 02:09 UTC is 9:09 PM the day before in New York.
    expect(screen.getByText(/^Ended Dec 2, 2026.*9:09\sPM/)).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    await i18next.changeLanguage('es');
    renderWithMantine(<ReviewAlertSummary alert={alert} />);
    expect(screen.getByText('Walk-in fridge en Harbor Downtown')).toBeTruthy();
    expect(screen.getByText(/^Terminó 2 dic 2026/)).toBeTruthy();
  });
});
