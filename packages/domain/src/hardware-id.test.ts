import { describe, expect, it } from 'vitest';
import { HARDWARE_ID_MAX, HARDWARE_ID_MESSAGES, HARDWARE_ID_SQL_PATTERN, hardwareIdProblem, hardwareIdSchema } from './hardware-id.js';
import { MESSAGES } from './messages.js';

describe('the hardware id rule', () => {
  it.each(['KS-T-0001', 'a', 'x'.repeat(HARDWARE_ID_MAX), 'mac:00:1A:2b.3_c', 'Küche 1', 'dev@site', '$sys-like'])('accepts %j', (hwid) => {
    expect(hardwareIdProblem(hwid)).toBeNull();
    expect(new RegExp(HARDWARE_ID_SQL_PATTERN.replaceAll('\\x', '\\u00')).test(hwid)).toBe(true);
  });

  it.each([
    ['+', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['fridge/#', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['a/b', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['a\u0000b', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['a\nb', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['a\u0085b', HARDWARE_ID_MESSAGES.invalidCharacters],
    ['x'.repeat(HARDWARE_ID_MAX + 1), HARDWARE_ID_MESSAGES.tooLong],
    ['', MESSAGES.fieldRequired],
  ])('refuses %j: %s', (hwid, message) => {
    expect(hardwareIdProblem(hwid)).toBe(message);
  });

  it('trims before it checks, in the schema', () => {
    expect(hardwareIdSchema.parse('  KS-1 ')).toBe('KS-1');
    expect(hardwareIdSchema.safeParse('   ').error?.issues[0]?.message).toBe(MESSAGES.fieldRequired);
  });
});
