// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isModuleLoadError, reloadAfterModuleLoadFailure } from './module-load';

describe('module load failure', () => {
  afterEach(() => localStorage.clear());

  it('recognises failed dynamic imports', () => {
    expect(isModuleLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isModuleLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then shows the error screen for a repeat within 1 hour', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadAfterModuleLoadFailure(t0, reload)).toBe(true);
    expect(localStorage.getItem('ks:module-reload-at')).toBe(String(t0));
    expect(reloadAfterModuleLoadFailure(t0 + 59 * 60_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterModuleLoadFailure(t0 + 61 * 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
