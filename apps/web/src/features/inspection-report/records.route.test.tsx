// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LocationSummary } from '../../lib/session/session.operations';
import { setUpBilingualDom } from '../../test-support/bilingual-dom';
import { renderScreen, TEST_LOCATION, testUser } from '../../test-support/screen';
import { Component as RecordsScreen } from './records.route';

setUpBilingualDom();

const BAYSIDE: LocationSummary = { ...TEST_LOCATION, id: 'loc-bayside', name: 'Harbor Bayside' };
const RECORDS = { path: '/records', url: '/records', locations: [TEST_LOCATION, BAYSIDE] };

const linksOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/records', () => {
  it("leads a cook to each location's cooling logs, and no further", async () => {
    renderScreen(<RecordsScreen />, { ...RECORDS, me: testUser('STANDARD_USER') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Records' })).toBeTruthy();
    expect(linksOf('Harbor Downtown')).toEqual([['Cooling logs', '/cooling/loc-downtown']]);
    expect(linksOf('Harbor Bayside')).toEqual([['Cooling logs', '/cooling/loc-bayside']]);
  });

  it('adds the inspection report for a Location Manager, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    renderScreen(<RecordsScreen />, { ...RECORDS, me: testUser('LOCATION_MANAGER', 'es') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registros' })).toBeTruthy();
    expect(linksOf('Harbor Downtown')).toEqual([
      ['Registros de enfriamiento', '/cooling/loc-downtown'],
      ['Informe de inspección', '/locations/loc-downtown/report'],
    ]);
  });

  it("refuses a Basic User's typed address", async () => {
    renderScreen(<RecordsScreen />, { ...RECORDS, me: testUser('BASIC_USER') });
    expect(await screen.findByText('Food-safety records are not part of your access level.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
