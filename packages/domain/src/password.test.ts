import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { newPasswordProblem } from './password.js';

// A stand-in for the server's shipped list (apps/server/src/auth/common-passwords.txt): the rule only asks.
const LISTED = new Set(['password123', '12345678', 'qwertyuiop']);
const listed = (lowerCased: string) => LISTED.has(lowerCased);

describe('newPasswordProblem', () => {
  it.each(['password123', 'Password123', '12345678', 'qwertyuiop'])('refuses the listed password %s', (password) => {
    expect(newPasswordProblem(password, 'ana@harbor.example', listed)).toBe(MESSAGES.passwordTooCommon);
  });

  it.each(['aaaaaaaa', 'abababab', '11111111122'])('refuses %s, made of fewer than three different characters', (password) => {
    expect(newPasswordProblem(password, 'ana@harbor.example', listed)).toBe(MESSAGES.passwordTooCommon);
  });

  it.each([
    ['ana.lopez@harbor.example', 'my-ana.lopez@harbor.example-pw'],
    ['ana.lopez@harbor.example', 'AnaLopez-2024!'],
    ['ana_lopez@harbor.example', 'x-ana.lopez-x'],
    ['chef@harbor.example', 'iamthechef99'],
  ])('refuses a password containing the e-mail %s or its local part', (email, password) => {
    expect(newPasswordProblem(password, email, listed)).toBe(MESSAGES.passwordContainsEmail);
  });

  it('ignores local parts too short to mean anything, and accepts ordinary passwords', () => {
    expect(newPasswordProblem('a-long-kitchen-phrase', 'al@harbor.example', listed)).toBeNull();
    expect(newPasswordProblem('kitchen-demo-1', 'multi@demo.example', listed)).toBeNull();
    expect(newPasswordProblem('factory-password-1', 'cook@harbor.example', listed)).toBeNull();
  });
});
