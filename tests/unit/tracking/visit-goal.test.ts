import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVisitGoal } from '@/components/tracking/visit-goal';
import { GOAL_AFTER_MS } from '@/lib/domain/limits';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  window.sessionStorage.clear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the 180-second goal (spec §4, §9)', () => {
  it('fires once after 180 s of visible time, not before', () => {
    expect(GOAL_AFTER_MS).toBe(180_000);
    const reach = vi.fn();
    const stop = startVisitGoal(reach);
    vi.advanceTimersByTime(179_999);
    expect(reach).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reach).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    stop();
    // The same visit (tab): a new page load does not fire it again.
    const again = vi.fn();
    startVisitGoal(again)();
    vi.advanceTimersByTime(600_000);
    expect(again).not.toHaveBeenCalled();
  });

  it('counts only the time a page is visible', () => {
    const reach = vi.fn();
    startVisitGoal(reach);
    vi.advanceTimersByTime(100_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(1_000_000);
    expect(reach).not.toHaveBeenCalled();
    setVisibility('visible');
    vi.advanceTimersByTime(79_999);
    expect(reach).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reach).toHaveBeenCalledTimes(1);
  });

  it('carries the visible time across page loads of the same tab', () => {
    const first = vi.fn();
    const stop = startVisitGoal(first);
    vi.advanceTimersByTime(120_000);
    window.dispatchEvent(new Event('pagehide'));
    stop();
    const second = vi.fn();
    startVisitGoal(second);
    vi.advanceTimersByTime(59_999);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('a new tab (a new session storage) is a new visit', () => {
    startVisitGoal(vi.fn());
    vi.advanceTimersByTime(GOAL_AFTER_MS);
    window.sessionStorage.clear();
    const next = vi.fn();
    startVisitGoal(next);
    vi.advanceTimersByTime(GOAL_AFTER_MS);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
