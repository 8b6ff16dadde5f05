// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom } from '../../test-support/dom';
import { renderScreen } from '../../test-support/screen';
import { ChooseCompanyScreen } from './choose-company-screen';

beforeAll(prepareDom);
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await i18next.changeLanguage('en');
});

const clients = [
  { id: 'c1', companyName: 'Harbor Bistro Group' },
  { id: 'c2', companyName: 'Sunrise Cafés' },
];
const chooser = (language: string) =>
  renderScreen(<ChooseCompanyScreen clients={clients} onChoose={() => undefined} />, {
    path: '/dashboard',
    url: '/dashboard',
    me: null,
    answers: { AccountLanguage: { me: { __typename: 'CurrentUser', id: 'u1', language } } },
  });

describe('ChooseCompanyScreen', () => {
  it("speaks the account's language before any company is chosen", async () => {
    const view = chooser('es');
    expect(await screen.findByRole('heading', { name: 'Elige una empresa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sunrise Cafés' })).toBeTruthy();
    expect(document.title).toBe('Kitchen Sentinel | Elige una empresa');
    expect(view.operations).toEqual(['AccountLanguage']);
  });

  it("keeps the device's own choice over the account's", async () => {
    window.localStorage.setItem('ks:language', JSON.stringify('en'));
    chooser('es');
    expect(await screen.findByRole('heading', { name: 'Choose a company' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Elige una empresa' })).toBeNull();
  });
});
