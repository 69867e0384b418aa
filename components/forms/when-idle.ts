/**
 * Runs `task` once the browser is idle after the current work (hydration, first paint), or after
 * `timeoutMs` at the latest; where `requestIdleCallback` is missing (Safari) a short timer stands
 * in. Used to fetch code the first screen does not need (validation, input masks) right after it
 * shows, so it is there before anyone types. Returns a function that cancels the task.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 50);
  return () => window.clearTimeout(handle);
}
