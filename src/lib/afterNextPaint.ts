/**
 * Runs `run` once the browser has painted what is on screen now: a frame callback runs just before the paint, a task
 * it queues just after. For work the player is not waiting for, which would otherwise hold back (or share the network
 * with) what they are. Answers the function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
