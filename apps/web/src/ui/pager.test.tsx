// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithMantine } from '../test-support/dom';
import { Pager } from './pager';

beforeAll(prepareDom);
afterEach(cleanup);

describe('Pager', () => {
  it('shows nothing while the list fits on one page', () => {
    renderWithMantine(<Pager totalCount={10} pageSize={10} page={1} onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('names its controls and reports the page chosen', () => {
    const onChange = vi.fn();
    renderWithMantine(<Pager totalCount={21} pageSize={10} page={1} onChange={onChange} label="Alerts pages" />);
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
