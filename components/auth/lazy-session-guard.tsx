'use client';

import dynamic from 'next/dynamic';
import { withLazyPartBoundary } from '@/components/layout/lazy-part-boundary';

const SessionGuard = dynamic(() => import('./session-guard').then((m) => m.SessionGuard), { ssr: false });

/**
 * SessionGuard (`./session-guard`) with its code loaded after the page's first scripts (README
 * «Speed», JavaScript budget). It renders nothing on the server, so nothing changes in the first
 * HTML; the session check starts as soon as its code is there. The page itself was rendered for a
 * session the server had just verified.
 */
export const LazySessionGuard = withLazyPartBoundary(SessionGuard, 'проверку входа');
