// @vitest-environment jsdom
import { ACCESS_LEVELS, type AccessLevel } from '@ks/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../../test-support/dom';
import { OnCallAccess } from './on-call-access';

beforeAll(prepareDom);
afterEach(cleanup);

const downtown = { id: 'loc-downtown', name: 'Downtown' };
const ALLOWED: AccessLevel[] = ['FULL_ADMIN', 'MANAGER', 'LOCATION_MANAGER'];

function renderAs(level: AccessLevel | null, location: typeof downtown | null = downtown) {
  renderWithMantine(
    <OnCallAccess level={level} location={location}>
      {(l) => <p>editors of {l.name}</p>}
    </OnCallAccess>,
  );
}

describe('Reaching people: who may set it up', () => {
  it.each(ACCESS_LEVELS.map((level) => [level, ALLOWED.includes(level)] as const))('%s sees the editors: %s', (level, allowed) => {
    renderAs(level);
    expect(screen.queryByText('editors of Downtown') !== null).toBe(allowed);
    expect(screen.queryByRole('heading', { name: 'Reaching people' }) !== null).toBe(!allowed);
  });

  it('tells a Location Manager of another location, or of another company, that it is not available', () => {
    renderAs('LOCATION_MANAGER', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reaching people');
    expect(
      screen.getByText('Reaching people at a location is set up by Managers and the Location Managers of that location.'),
    ).toBeTruthy();
    expect(screen.queryByText(/editors of/)).toBeNull();
  });

  it('shows nothing of the location to someone signed out of the workspace', () => {
    renderAs(null);
    expect(screen.queryByText(/editors of/)).toBeNull();
  });
});
