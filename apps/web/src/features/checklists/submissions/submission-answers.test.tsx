// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AnswerFieldsFragment } from '../../../gql/graphql';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { renderWithMantine } from '../../../test-support/dom';
import { SubmissionAnswers } from './submission-answers';

setUpBilingualDom();

const warmFridge = {
  id: 'answer-1',
  partId: 'part-1',
  compliant: false,
  temperatureCelsius: 9,
  optionIndexes: [],
  chosenOptions: [],
  acknowledged: null,
  answeredAt: '2026-12-03T14:05:00.000Z',
  files: [],
  answeredBy: { id: 'u1', displayName: 'Pat Cook' },
  action: { id: 'a1', type: 'TEMPERATURE', name: 'Walk-in fridge temperature', description: null, properties: {} },
} as unknown as AnswerFieldsFragment;
const fixits = [
  { id: 'f1', notDone: false, action: { id: 'a1', name: 'Walk-in fridge temperature' } },
  { id: 'f2', notDone: true, action: { id: 'a2', name: 'Delivery note photo' } },
];

const rows = () => screen.getAllByTestId('submission-answer').map((row) => row.textContent);

describe('SubmissionAnswers', () => {
  it('lists a skipped action as Not done and says the fix-its were raised, not will be', () => {
    renderWithMantine(<SubmissionAnswers answers={[warmFridge]} fixits={fixits} timeZone="America/New_York" />);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toContain('Not compliant — fix-it raised');
    expect(rows()[0]).not.toContain('will be raised');
    expect(rows()[1]).toBe('Delivery note photoNot answered—Not done — fix-it raised');
  });

  it("shows the worker's note under the answer", () => {
    const withNote = { ...warmFridge, note: 'Door left open by the delivery' } as AnswerFieldsFragment;
    renderWithMantine(
      <SubmissionAnswers answers={[withNote, { ...warmFridge, id: 'answer-2' }]} fixits={[]} timeZone="America/New_York" />,
    );
    expect(screen.getAllByTestId('answer-note').map((note) => note.textContent)).toEqual(['Note: Door left open by the delivery']);
  });

  it('says it in Spanish, in a badge that wraps without clipping into an oval', async () => {
    await i18next.changeLanguage('es');
    renderWithMantine(<SubmissionAnswers answers={[warmFridge]} fixits={fixits} timeZone="America/New_York" />);
    const badge = screen.getByText('No conforme: corrección generada').closest<HTMLElement>('.mantine-Badge-root')!;
    expect(badge.style.getPropertyValue('--badge-radius')).toBe('var(--mantine-radius-sm)');
    expect(rows()[1]).toContain('No hecha: corrección generada');
  });
});
