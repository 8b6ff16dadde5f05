/**
 * Reads `read` until `done` holds or `timeoutMs` passes, and returns the last value: the test then asserts
 * on what it saw (an effect that is stored after a broker's acknowledgement has no event to wait on).
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
