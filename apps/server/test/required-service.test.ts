import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipWithout } from './required-service.js';

describe('a suite that needs an outside service', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('runs when the service is there, on a laptop and under CI', () => {
    vi.stubEnv('CI', 'true');
    expect(skipWithout('a Mosquitto binary', true)).toBe(false);
    vi.stubEnv('CI', '');
    expect(skipWithout('a Mosquitto binary', true)).toBe(false);
  });

  it('is skipped with a warning on a laptop without the service', () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(skipWithout('a Mosquitto binary', false)).toBe(true);
    expect(warn).toHaveBeenCalledWith('skipped: a Mosquitto binary is not available here');
    warn.mockRestore();
  });

  it('fails the run under CI=true instead of quietly testing less', () => {
    vi.stubEnv('CI', 'true');
    expect(() => skipWithout('a real PostgreSQL (TEST_DATABASE_URL)', false)).toThrow(
      'a real PostgreSQL (TEST_DATABASE_URL) is required under CI=true (see .ci/run), and it is missing',
    );
  });
});
