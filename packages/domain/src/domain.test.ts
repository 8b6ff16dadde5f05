import { describe, expect, it } from 'vitest';
import { accessLevelOf, emailSchema, hasAtLeast, MESSAGES, passwordSchema, scoreColor, scoreSchema } from './index.js';

describe('access levels', () => {
  it.each([
    ['ADMIN', null, 'FULL_ADMIN'],
    ['STANDARD', 'MANAGER', 'MANAGER'],
    ['STANDARD', 'LOCATION_MANAGER', 'LOCATION_MANAGER'],
    ['STANDARD', 'USER', 'STANDARD_USER'],
    ['BASIC', 'USER', 'BASIC_USER'],
    ['STANDARD', null, null],
  ] as const)('%s + %s is %s', (system, client, level) => {
    expect(accessLevelOf(system, client)).toBe(level);
  });
  it('orders levels', () => {
    expect(hasAtLeast('MANAGER', 'LOCATION_MANAGER')).toBe(true);
    expect(hasAtLeast('STANDARD_USER', 'LOCATION_MANAGER')).toBe(false);
    expect(hasAtLeast(null, 'BASIC_USER')).toBe(false);
  });
});

describe('validation messages', () => {
  it('asks for "@" before calling an address invalid', () => {
    expect(emailSchema.safeParse('cook.example').error?.issues[0]?.message).toBe(MESSAGES.emailMissingAt);
    expect(emailSchema.safeParse('cook@example').error?.issues[0]?.message).toBe(MESSAGES.invalidEmail);
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.fieldRequired);
    expect(emailSchema.parse(' Cook@Harbor.example ')).toBe('Cook@Harbor.example');
  });
  it('needs 8 characters of password', () => {
    expect(passwordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(MESSAGES.passwordTooShort);
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
  });
  it('refuses scores over 100', () => {
    expect(scoreSchema.safeParse(101).error?.issues[0]?.message).toBe('Score cannot be over 100');
    expect(scoreSchema.safeParse(100).success).toBe(true);
  });
});

describe('score colours', () => {
  it.each([
    [100, 'primary'],
    [51, 'primary'],
    [50, 'tertiary'],
    [26, 'tertiary'],
    [25, 'secondary'],
    [0, 'secondary'],
  ] as const)('%i is %s', (score, color) => expect(scoreColor(score)).toBe(color));
});
