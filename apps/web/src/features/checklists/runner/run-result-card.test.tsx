// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../../test-support/dom';
import { RunResultCard } from './run-result-card';

beforeAll(prepareDom);
afterEach(cleanup);

describe('RunResultCard', () => {
  it('takes the focus from the Submit button that just went away', () => {
    renderWithMantine(
      <RunResultCard heading="Checklist submitted" scoreLabel="Score" score={80} focusOnShow>
        <p>1 fix-it raised</p>
      </RunResultCard>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Checklist submitted' }));
  });

  it('leaves the focus alone when a finished checklist is only opened', () => {
    renderWithMantine(
      <RunResultCard heading="Checklist submitted" scoreLabel="Score" score={80}>
        <p>Done earlier</p>
      </RunResultCard>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
