import { describe, expect, it } from 'vitest';
import { emptyPage, pageOf, pageWindow } from './paging.js';

describe('pageWindow', () => {
  const sizes = { defaultSize: 20, maxSize: 100 };

  it.each([
    { page: undefined, first: undefined, expected: { page: 1, first: 20, offset: 0 } },
    { page: 3, first: 10, expected: { page: 3, first: 10, offset: 20 } },
    { page: 0, first: 0, expected: { page: 1, first: 1, offset: 0 } },
    { page: -4, first: 5000, expected: { page: 1, first: 100, offset: 0 } },
    { page: null, first: null, expected: { page: 1, first: 20, offset: 0 } },
  ])('page $page, first $first → $expected', ({ page, first, expected }) => {
    expect(pageWindow(page, first, sizes)).toEqual(expected);
  });
});

describe('pageOf / emptyPage', () => {
  it('reports the window and a numeric total', () => {
    const window = pageWindow(2, 10, { defaultSize: 10, maxSize: 50 });
    expect(pageOf(window, ['a'], '11')).toEqual({ items: ['a'], totalCount: 11, page: 2, first: 10 });
    expect(emptyPage(window)).toEqual({ items: [], totalCount: 0, page: 2, first: 10 });
  });
});
