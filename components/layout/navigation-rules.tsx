'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { toast } from '@/components/ui/toasts';
import { REFUSED_MESSAGES, resolveNavigation } from '@/api-client/navigation';
import { currentEntryKey, savedPosition, savePosition, scrollToHash, scrollToPosition } from './navigation-scroll';

type NavigationType = 'push' | 'replace' | 'traverse' | 'reload';

interface NavigateEventLike extends Event {
  navigationType: NavigationType;
  destination: { url: string };
}

// Module state: the layouts that render this component are swapped when a route moves between
// them, and the rules must carry over (the first mount in the document is the initial load).
let mountedOnce = false;
let lastLocation: string | null = null;
/** How the route change being committed came about (the Navigation API tells; null: unknown). */
let pending: NavigationType | null = null;
/**
 * While a navigation is under way (from the click or the traversal until the new route has
 * scrolled), scroll events must not overwrite the saved position: the old page shrinks and the
 * router scrolls while the old history entry is still current.
 */
let paused = false;
let pauseTimer = 0;
/** How long a pause lasts at most (a click whose navigation never happens). */
const PAUSE_LIMIT_MS = 10_000;

/** Keeps the place of the entry on screen and stops recording until the route changes. */
function pauseAndSave(): void {
  if (!paused) savePosition(currentEntryKey(), window.scrollY);
  paused = true;
  window.clearTimeout(pauseTimer);
  pauseTimer = window.setTimeout(() => (paused = false), PAUSE_LIMIT_MS);
}

function resume(): void {
  window.clearTimeout(pauseTimer);
  paused = false;
}
let listeners = 0;
/** The App Router, for links in rendered Markdown (plain anchors) to move without a full page load. */
let router: { push: (href: string) => void } | null = null;

const addressOf = (url: URL | Location) => `${url.pathname}${url.search}`;

/**
 * The scroll and link rules of spec §2, for every page (rendered by each layout):
 * - a new route or new parameters (a push, or a replace that changes the path) scroll to the top;
 *   a replace of the query only (tabs and filters kept in the address) keeps the place;
 * - an address with a hash scrolls to that element;
 * - back and forward restore the position the entry had (the browser's own restoration is
 *   switched off: it runs before the route has rendered and lands short);
 * - a click on a link to another site is refused unless the link is marked external
 *   (`rel="external"` or `data-external`), and one on a `javascript:` link always;
 * - a plain link to another page of the site inside `[data-client-links]` (rendered Markdown)
 *   moves through the router like a Link does, so the page's code loads lazily, not anew.
 */
export function NavigationRules() {
  return (
    <>
      <RulesInstaller />
      <Suspense fallback={null}>
        <RouteScroll />
      </Suspense>
    </>
  );
}

/** Installs the listeners with the first commit of the page, outside the Suspense boundary the route hooks need. */
function RulesInstaller() {
  const appRouter = useRouter();
  useEffect(() => {
    router = appRouter;
  }, [appRouter]);
  useEffect(() => {
    if (listeners++ === 0) install();
    return () => {
      if (--listeners === 0) uninstall();
    };
  }, []);
  return null;
}

function RouteScroll() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';

  useEffect(() => {
    const current = addressOf(window.location);
    if (!mountedOnce) {
      mountedOnce = true;
      lastLocation = current;
      pending = null;
      onFirstLoad();
      return;
    }
    if (current === lastLocation) return;
    const previousPath = lastLocation?.split('?', 1)[0];
    const type = pending ?? (hasNavigationApi() ? 'push' : 'unknown');
    pending = null;
    lastLocation = current;
    if (type === 'traverse') return restore();
    if (window.location.hash) scrollToHash(window.location.hash);
    else if (type === 'push' || previousPath !== window.location.pathname) window.scrollTo(0, 0);
    resume();
  }, [pathname, search]);

  return null;
}

function hasNavigationApi(): boolean {
  return 'navigation' in window;
}

/** A full page load: back/forward and reload come back to the saved place, a hash to its element. */
function onFirstLoad(): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'back_forward' || entry?.type === 'reload') restore();
  else if (window.location.hash) scrollToHash(window.location.hash);
}

function restore(): void {
  const y = savedPosition(currentEntryKey()) ?? 0;
  paused = true;
  scrollToPosition(y, resume);
}

let frame = 0;
function onScroll(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    if (!paused) savePosition(currentEntryKey(), window.scrollY);
  });
}

function onNavigate(event: Event): void {
  const { navigationType, destination } = event as NavigateEventLike;
  const sameAddress = addressOf(new URL(destination.url)) === addressOf(window.location);
  if (sameAddress) return; // a hash-only step, or the router writing the same address again
  // Leaving this entry: keep its place, and no more recording until the new route has scrolled.
  pauseAndSave();
  if (navigationType === 'traverse') {
    pending = 'traverse';
  } else if (navigationType === 'push' || pending === null) {
    pending = navigationType; // the router's own replace after a traverse must not hide it
  }
}

function onPopState(): void {
  if (!hasNavigationApi()) pending = 'traverse';
}

/** Refuses clicks on links the rules forbid, before the router or the browser follows them. */
function onLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button > 1) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const marked = link.relList.contains('external') || link.hasAttribute('data-external');
  const verdict = resolveNavigation(link.getAttribute('href') ?? '', { origin: window.location.origin, external: marked });
  if (verdict.kind === 'internal') {
    if (!isPlainClick(event, link) || isSamePageHash(verdict.href)) return;
    // The router may shrink the page and scroll before the new history entry exists: keep the place now.
    pauseAndSave();
    if (link.closest('[data-client-links]') && router) {
      event.preventDefault();
      router.push(verdict.href);
    }
    return;
  }
  if (verdict.kind !== 'refused') return;
  event.preventDefault();
  event.stopImmediatePropagation();
  toast.error(REFUSED_MESSAGES[verdict.reason], { toastId: `refused-${verdict.reason}` });
}

/** A left click without modifier keys on a link that opens in this tab. */
function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  return (
    event.type === 'click' &&
    event.button === 0 &&
    !modified &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

/** `href` differs from the page on screen only by its hash (the browser scrolls itself). */
function isSamePageHash(href: string): boolean {
  return href.split('#', 1)[0] === addressOf(window.location);
}

function install(): void {
  window.history.scrollRestoration = 'manual';
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('popstate', onPopState);
  window.addEventListener('click', onLinkClick, true);
  window.addEventListener('auxclick', onLinkClick, true);
  (window as unknown as { navigation?: EventTarget }).navigation?.addEventListener('navigate', onNavigate);
}

function uninstall(): void {
  window.removeEventListener('scroll', onScroll);
  window.removeEventListener('popstate', onPopState);
  window.removeEventListener('click', onLinkClick, true);
  window.removeEventListener('auxclick', onLinkClick, true);
  (window as unknown as { navigation?: EventTarget }).navigation?.removeEventListener('navigate', onNavigate);
}
