import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPaintShown } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task after the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(20);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('afterPaintShown', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task after the second animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    afterPaintShown(task);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled between the frames', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    const cancel = afterPaintShown(task);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
  });
});
