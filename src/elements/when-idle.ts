/**
 * Runs `work` after the next paint, once the browser is idle (or, where it cannot tell, as
 * the next task), so that work nobody is waiting for yet never delays what someone is.
 */
export function whenIdle(work: () => void): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
    else setTimeout(work, 0);
  });
}
