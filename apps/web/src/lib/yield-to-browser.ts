/**
 * Resolves in a new task, so the work after it runs apart from the work before it: the browser may paint
 * and answer input in between. One long task costs a phone's total blocking time its whole length past
 * 50 ms (Lighthouse counts it four times over); the same work in several tasks costs much less (issue 20).
 * A message to a channel is a task without setTimeout's clamping to 4 ms once timers nest.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
