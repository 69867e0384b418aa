'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { screenNameFor } from '@/lib/contract/screens';
import { TRACK_BUTTON_ATTRIBUTE, TRACK_INFO_ATTRIBUTE } from '@/lib/contract/tracking';
import { trackButton, trackGoal, trackScreen } from '@/api-client/tracking';
import { startVisitGoal } from './visit-goal';

/** Where the visitor came from before the first screen: an external site's origin, or null. */
function externalReferrer(): string | null {
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : null;
    return origin && origin !== window.location.origin ? origin : null;
  } catch {
    return null;
  }
}

/** Reports clicks on buttons marked `data-track-button="…"` (optional `data-track-info`). */
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(`[${TRACK_BUTTON_ATTRIBUTE}]`) : null;
  if (!target || target.getAttribute('aria-disabled') === 'true' || target.hasAttribute('disabled')) return;
  const info = target.getAttribute(TRACK_INFO_ATTRIBUTE);
  trackButton(target.getAttribute(TRACK_BUTTON_ATTRIBUTE) ?? '', info ? { info } : undefined);
}

/**
 * Usage tracking of every page (spec §3, §7), mounted once by the providers: a screen view on
 * each route (its referer the previous screen), clicks on marked buttons, and the 180-second
 * goal of the visit. Renders nothing; reports leave in batches after the page is idle.
 */
export function UsageTracking() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const screen = screenNameFor(pathname);
    // One view per route change (a development double effect finds the same path already reported).
    if (reported.current === pathname) return;
    reported.current = pathname;
    trackScreen(screen, previous.current ?? externalReferrer());
    previous.current = screen;
  }, [pathname]);

  useEffect(() => {
    document.addEventListener('click', onClick, { capture: true });
    const stopGoal = startVisitGoal(() => trackGoal());
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      stopGoal();
    };
  }, []);

  return null;
}
