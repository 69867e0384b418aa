'use client';

import dynamic from 'next/dynamic';
import { withLazyPartBoundary } from '@/components/layout/lazy-part-boundary';

/*
 * The fines list's code (the cards, the list that polls and continues page by page, selection for
 * payment) is not among the first scripts of /fines/list (README «Speed», JavaScript budget). The
 * server renders the first page of the list, so it is on screen at once and its links work; the
 * framework preloads the code at low priority and hydrates the list when it is there.
 */

const FinesListView = dynamic(() => import('./fines-list-view').then((m) => m.FinesListView));

/** The signed-in user's fines list (`./fines-list-view`), rendered by the server and hydrated when its code arrives. */
export const LazyFinesListView = withLazyPartBoundary(FinesListView, 'список штрафов');
