import { describe, expect, it } from 'vitest';
import { scheduleTimeZone } from './schedule-time-zone';

const locations = [
  { id: 'downtown', timezone: 'America/New_York' },
  { id: 'pier', timezone: 'America/Los_Angeles' },
];

describe('the time zone a schedule is edited in', () => {
  it("is the first chosen location's", () => {
    expect(scheduleTimeZone(['pier', 'downtown'], locations, 'Pacific/Kiritimati')).toBe('America/Los_Angeles');
    expect(scheduleTimeZone(['downtown', 'pier'], locations, 'Pacific/Kiritimati')).toBe('America/New_York');
  });

  it('skips a location whose zone is unknown here, and falls back to the browser with none', () => {
    expect(scheduleTimeZone(['elsewhere', 'pier'], locations, 'Pacific/Kiritimati')).toBe('America/Los_Angeles');
    expect(scheduleTimeZone([], locations, 'Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
  });
});
