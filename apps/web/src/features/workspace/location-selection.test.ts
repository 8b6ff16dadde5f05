import { describe, expect, it } from 'vitest';
import { locationIdInPath, resolveSelectedClient, resolveSelectedLocation } from './location-selection';

const locations = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('resolveSelectedLocation', () => {
  it('selects the first location when none is selected', () => {
    expect(resolveSelectedLocation(locations, null, null)).toBe('a');
  });

  it('keeps the stored location while it is in the list', () => {
    expect(resolveSelectedLocation(locations, 'b', null)).toBe('b');
  });

  it('falls back to the first location when the selected one is gone', () => {
    expect(resolveSelectedLocation(locations, 'gone', null)).toBe('a');
  });

  it('prefers a valid location from the URL', () => {
    expect(resolveSelectedLocation(locations, 'b', 'c')).toBe('c');
    expect(resolveSelectedLocation(locations, 'b', 'gone')).toBe('b');
  });

  it('is null without locations', () => {
    expect(resolveSelectedLocation([], 'b', 'c')).toBeNull();
  });
});

describe('resolveSelectedClient', () => {
  it('auto-selects the only client', () => {
    expect(resolveSelectedClient([{ id: 'x' }], null)).toBe('x');
  });

  it('asks when several clients exist and none is selected', () => {
    expect(resolveSelectedClient([{ id: 'x' }, { id: 'y' }], null)).toBeNull();
    expect(resolveSelectedClient([{ id: 'x' }, { id: 'y' }], 'z')).toBeNull();
    expect(resolveSelectedClient([{ id: 'x' }, { id: 'y' }], 'y')).toBe('y');
  });
});

describe('locationIdInPath (issue 17: the header shows the page location)', () => {
  const id = '00000000-0000-4000-8000-00000000a101';
  it.each([
    [`/temperatures/${id}/unassigned/00000000-0000-4000-8e00-0b0000000008`, id],
    [`/temperatures/${id}/create`, id],
    [`/temperatures/${id}`, id],
    ['/temperatures', null],
    ['/temperatures/not-an-id/create', null],
    [`/quests/${id}/edit`, null],
  ])('%s → %s', (pathname, expected) => {
    expect(locationIdInPath(pathname)).toBe(expected);
  });
});
