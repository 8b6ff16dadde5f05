import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, type AccessLevel } from './access.js';
import { canOpenScreen, SCREENS, type Screen } from './screens.js';

// PRODUCT.md's matrix, screen by screen: what each level finds in the navigation.
const OFFERED: Record<AccessLevel, readonly Screen[]> = {
  FULL_ADMIN: SCREENS,
  MANAGER: SCREENS,
  LOCATION_MANAGER: SCREENS.filter((screen) => screen !== 'billing'),
  STANDARD_USER: SCREENS.filter((screen) => screen !== 'billing' && screen !== 'users'),
  BASIC_USER: ['dashboard', 'locations', 'quests', 'training', 'diary', 'media', 'fixits', 'settings', 'profile'],
};

describe('screens offered per access level', () => {
  it.each(ACCESS_LEVELS)('%s', (level) => {
    expect(SCREENS.filter((screen) => canOpenScreen(screen, level))).toEqual(OFFERED[level]);
  });

  it('offers a viewer without a level only the screens every member has', () => {
    expect(canOpenScreen('dashboard', null)).toBe(true);
    expect(canOpenScreen('temperatures', null)).toBe(false);
    expect(canOpenScreen('billing', null)).toBe(false);
  });
});
