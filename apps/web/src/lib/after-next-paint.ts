/**
 * Runs `task` once the browser has painted the frame after this call (the next animation frame, then a
 * task after it), and returns a cancel function. For downloads the screen just committed does not need
 * for its first paint: started here, they stop competing with that paint for the connection and the main
 * thread (issue 20: /dashboard on a phone).
 */
export function afterNextPaint(task: () => void): () => void {
  return afterFrames(1, task);
}

/**
 * Like afterNextPaint, one frame later: the frame painted after this call has reached the screen by then
 * (its presentation, which the browser's largest-contentful-paint entry records, lands after the frame's
 * own task). For requests that must not finish before the screen shows what was just committed: a
 * request that ends before that paint counts towards it in Lighthouse's simulation of a phone, as one
 * more round trip on its critical path (issue 20).
 */
export function afterPaintShown(task: () => void): () => void {
  return afterFrames(2, task);
}

function afterFrames(frames: number, task: () => void): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (left: number): void => {
    frame = requestAnimationFrame(() => {
      if (left > 1) next(left - 1);
      else timer = setTimeout(task, 0);
    });
  };
  next(frames);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
