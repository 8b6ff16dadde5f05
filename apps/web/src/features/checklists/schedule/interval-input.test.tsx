// @vitest-environment jsdom
import { defaultSchedule, parseSchedule, toRrule, type ScheduleSpec } from '@ks/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithMantine } from '../../../test-support/dom';
import { IntervalInput } from './interval-input';

beforeAll(prepareDom);
afterEach(cleanup);

let latest: ScheduleSpec | null = null;
function Editor({ initial }: { initial: ScheduleSpec }) {
  const [value, setValue] = useState<ScheduleSpec>(initial);
  latest = value;
  return <IntervalInput value={value} onChange={(patch) => setValue({ ...value, ...patch })} />;
}

describe('the schedule editor’s interval (issue 41 item 3)', () => {
  it('sets "every 2 weeks": the rule says INTERVAL=2 and reads back the same', () => {
    renderWithMantine(<Editor initial={{ ...defaultSchedule('2026-12-07'), repeat: 'WEEKLY', weekDays: ['MO'] }} />);
    const input = screen.getByRole('textbox', { name: 'Repeat every (week)' });
    fireEvent.change(input, { target: { value: '2' } });
    expect(latest?.interval).toBe(2);
    const { rrule, durationMin } = toRrule(latest!);
    expect(rrule).toContain('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
    expect(parseSchedule(rrule, durationMin).interval).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Repeat every (weeks)' })).toBeTruthy();
  });

  it('offers no interval for weekdays (a work week is every week)', () => {
    renderWithMantine(
      <Editor initial={{ ...defaultSchedule('2026-12-07'), repeat: 'WEEKDAYS', weekDays: ['MO', 'TU', 'WE', 'TH', 'FR'] }} />,
    );
    expect(screen.queryByTestId('schedule-interval')).toBeNull();
  });
});
