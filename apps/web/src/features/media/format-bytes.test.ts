import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses kB under a megabyte and MB above', () => {
    expect(formatBytes(812_000, 'en')).toBe('812 kB');
    expect(formatBytes(3_400_000, 'en')).toBe('3.4 MB');
    expect(formatBytes(12, 'en')).toBe('0.1 kB');
    expect(formatBytes(3_400_000, 'es')).toBe('3,4 MB');
  });
});
