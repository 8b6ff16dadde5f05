// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithMantine } from '../../../test-support/dom';
import { ChecklistCard } from './checklist-card';
import { RunActionCard } from '../runner/run-parts';

beforeAll(prepareDom);
afterEach(cleanup);

const training = { id: 't1', name: '', active: false, viewerCan: { edit: true, copy: false, delete: true } };

describe('ChecklistCard', () => {
  it('words and links a training under /training, offering only what the viewer may do', () => {
    const onDelete = vi.fn();
    renderWithMantine(
      <MemoryRouter>
        <ChecklistCard kind="training" item={training} testId="training-card" onCopy={() => undefined} onDelete={onDelete}>
          <span>2 questions</span>
        </ChecklistCard>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Untitled training' }).getAttribute('href')).toBe('/training/t1');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/training/t1/edit');
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('2 questions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

describe('RunActionCard', () => {
  const action = { name: 'Wash hands', description: 'Before service', attachments: [] };

  it('names an instruction above its control', () => {
    renderWithMantine(
      <RunActionCard action={{ ...action, type: 'INSTRUCTION' }} testId="run-action">
        <span>control</span>
      </RunActionCard>,
    );
    expect(screen.getByText('Wash hands')).toBeTruthy();
    expect(screen.getByText('Before service')).toBeTruthy();
  });

  it('leaves the name of a choice to its control', () => {
    renderWithMantine(
      <RunActionCard action={{ ...action, type: 'SINGLE_CHOICE' }} testId="run-action">
        <span>control</span>
      </RunActionCard>,
    );
    expect(screen.queryByText('Wash hands')).toBeNull();
    expect(screen.getByText('control')).toBeTruthy();
  });
});
