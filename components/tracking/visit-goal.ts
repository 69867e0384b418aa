import { GOAL_AFTER_MS } from '@/lib/domain/limits';

/** sessionStorage key of the current visit: visible time so far and whether the goal was reported. */
const VISIT_KEY = 'shtrafy:visit';

interface Visit {
  visibleMs: number;
  goal: boolean;
}

function read(): Visit {
  try {
    const v = JSON.parse(window.sessionStorage.getItem(VISIT_KEY) ?? 'null') as Visit | null;
    return v && typeof v.visibleMs === 'number' ? v : { visibleMs: 0, goal: false };
  } catch {
    return { visibleMs: 0, goal: false };
  }
}

function write(v: Visit): void {
  try {
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(v));
  } catch {
    // Storage blocked: the visit then lasts as long as the page.
  }
}

/**
 * The 180-second goal (spec §4, §9), once per visit. A visit is one browser tab's session on the
 * site: it lives in sessionStorage, so it survives reloads and moves between pages and ends when
 * the tab is closed. Only time a page of the site is visible counts. Calls `reach` once when the
 * visit's visible time reaches GOAL_AFTER_MS (180 s); answers a function that stops the clock (and saves it).
 */
export function startVisitGoal(reach: () => void, goalMs = GOAL_AFTER_MS): () => void {
  let visit = read();
  if (visit.goal) return () => undefined;
  let since: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pause = () => {
    if (since === undefined) return;
    visit = { ...visit, visibleMs: visit.visibleMs + (Date.now() - since) };
    since = undefined;
    clearTimeout(timer);
    write(visit);
  };
  const fire = () => {
    pause();
    visit = { ...read(), goal: true };
    write(visit);
    stop();
    reach();
  };
  const resume = () => {
    if (since !== undefined || visit.goal) return;
    since = Date.now();
    timer = setTimeout(fire, Math.max(0, goalMs - visit.visibleMs));
  };
  const onVisibility = () => (document.visibilityState === 'visible' ? resume() : pause());
  function stop() {
    pause();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', pause);
  }
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', pause);
  if (document.visibilityState === 'visible') resume();
  return stop;
}
