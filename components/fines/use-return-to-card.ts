'use client';

import { useEffect, useLayoutEffect, type RefObject } from 'react';

const STORAGE_KEY = 'shtrafy:list-return';
/** A return point older than this is forgotten: the person has moved on. */
const KEEP_MS = 30 * 60 * 1000;

/**
 * Where the person left a list: its address, the card whose link they followed (and that link's
 * address, for the keyboard's focus), its distance from the screen's top.
 */
interface ReturnPoint {
  path: string;
  card: string;
  link?: string;
  top: number;
  at: number;
}

// The last link followed anywhere on the page and when: a list opened by a link to itself (the
// header's «Мои штрафы») starts at its top; one the browser's «back» brings back returns to the
// card. Recorded in the capture phase, before the router handles the click.
let lastLink: { path: string; at: number } | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      lastLink = { path: `${link.pathname}${link.search}`, at: performance.now() };
    },
    true,
  );
/** A list mounting this soon after a link to it was followed was opened by that link. */
const LINK_VISIT_MS = 5_000;

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function readPoint(): ReturnPoint | null {
  try {
    const point = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as ReturnPoint | null;
    return point && typeof point.card === 'string' && typeof point.top === 'number' ? point : null;
  } catch {
    return null; // storage blocked or garbled: nothing to return to
  }
}

/**
 * Brings the person back to the card they opened when they go back to a long list (the browser's
 * «back» from a fine's page after «Показать ещё»; not a link to the list, which starts at the top): following a card's link remembers the card (`data-card-key` of
 * its list item) and how far down the screen it stood, in this tab's sessionStorage; when the list
 * shows that card again, the page is scrolled so it stands there again. The framework's own
 * restoration cannot do it: it restores before the loaded pages are back, and cards off screen have
 * guessed heights. Applied again over the next frames (the router may scroll after the list renders),
 * and not once the person scrolls or types. The link followed gets the focus back, so the keyboard
 * goes on from the card. Nothing but the card's key, the link's address and a pixel offset is kept.
 */
export function useReturnToCard(list: RefObject<HTMLElement | null>, count: number): void {
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const remember = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a[href]');
      const item = link?.closest<HTMLElement>('[data-card-key]');
      if (!link || !item) return;
      const point: ReturnPoint = {
        path: here(),
        card: item.dataset.cardKey!,
        link: link.getAttribute('href') ?? undefined,
        top: item.getBoundingClientRect().top,
        at: Date.now(),
      };
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(point));
      } catch {
        // storage blocked: the list simply opens at its top
      }
    };
    element.addEventListener('click', remember, true);
    return () => element.removeEventListener('click', remember, true);
  }, [list]);

  useLayoutEffect(() => {
    const point = readPoint();
    if (!point || point.path !== here() || Date.now() - point.at > KEEP_MS) return;
    if (lastLink && lastLink.path === here() && performance.now() - lastLink.at < LINK_VISIT_MS) {
      window.sessionStorage.removeItem(STORAGE_KEY); // opened by a link to the list: it starts at its top
      return;
    }
    const item = list.current?.querySelector<HTMLElement>(`[data-card-key="${CSS.escape(point.card)}"]`);
    if (!item) return; // not shown (yet): the pages it was on may still come
    window.sessionStorage.removeItem(STORAGE_KEY);
    let stopped = false;
    const stop = () => (stopped = true);
    const place = () => {
      if (stopped) return;
      const off = item.getBoundingClientRect().top - point.top;
      if (Math.abs(off) > 2) window.scrollTo({ top: window.scrollY + off, behavior: 'instant' });
    };
    // The keyboard goes on from the link it followed, not from the top of the page; focusing
    // without scrolling keeps the card where `place` puts it.
    const target =
      (point.link ? item.querySelector<HTMLElement>(`a[href="${CSS.escape(point.link)}"]`) : null) ??
      item.querySelector<HTMLElement>('a[href]');
    const focus = () => {
      if (!stopped && target && (document.activeElement === null || document.activeElement === document.body))
        target.focus({ preventScroll: true });
    };
    place();
    focus();
    const frame = requestAnimationFrame(() => requestAnimationFrame(place));
    const late = window.setTimeout(() => {
      place();
      focus();
    }, 150);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, stop, { passive: true, once: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(late);
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [list, count]);
}
