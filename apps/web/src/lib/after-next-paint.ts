/**
 * Runs `task` once the browser has painted the frame after this call (the next animation frame, then a
 * task after it), and returns a cancel function. For downloads the screen just committed does not need
 * for its first paint: started here, they stop competing with that paint for the connection and the main
 * thread (issue 20: /dashboard on a phone).
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
