import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenElementShown } from './when-element-shown';

type Callback = (list: { getEntries: () => Array<{ identifier: string }> }) => void;

/** A PerformanceObserver that supports Element Timing and hands its callback to the test. */
function fakeElementTiming(): { report: (identifier: string) => void; disconnected: () => boolean } {
  let callback: Callback = () => undefined;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(cb: Callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (identifier) => callback({ getEntries: () => [{ identifier }] }), disconnected: () => disconnected };
}

describe('whenElementShown', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the task when the browser reports that element's paint, not another's", () => {
    vi.useFakeTimers();
    const timing = fakeElementTiming();
    const task = vi.fn();
    whenElementShown('intro', task);
    timing.report('greeting');
    expect(task).not.toHaveBeenCalled();
    timing.report('intro');
    expect(task).toHaveBeenCalledTimes(1);
    expect(timing.disconnected()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task anyway when the paint is never reported', () => {
    vi.useFakeTimers();
    fakeElementTiming();
    const task = vi.fn();
    whenElementShown('intro', task);
    vi.advanceTimersByTime(1499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    vi.useFakeTimers();
    const timing = fakeElementTiming();
    const task = vi.fn();
    whenElementShown('intro', task)();
    timing.report('intro');
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });

  it('waits two frames where the browser has no Element Timing', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
      },
    );
    const task = vi.fn();
    whenElementShown('intro', task);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
