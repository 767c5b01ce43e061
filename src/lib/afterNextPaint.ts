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

/**
 * Runs `run` once what the page is drawing now has been painted, its pictures included: each picture on its way (but
 * a lazy one) loaded and decoded, or failed, then a paint. A screen's largest paint is mostly a picture (the hall's
 * first banner, an SVG the main thread parses and lays out), which a paint without it does not show. Answers the
 * function that cancels it.
 */
export function afterPaintSettled(run: () => void): () => void {
  let cancelled = false;
  let cancelPaint: () => void = () => undefined;
  const pictures = [...document.images].filter((img) => img.getAttribute('src') && img.loading !== 'lazy');
  // decode() resolves once the picture can be painted as it is (at once for one that already can); a browser without it
  // waits for the next paint alone.
  void Promise.all(pictures.map((img) => img.decode?.().catch(() => undefined))).then(() => {
    if (!cancelled) cancelPaint = afterNextPaint(run);
  });
  return () => {
    cancelled = true;
    cancelPaint();
  };
}
