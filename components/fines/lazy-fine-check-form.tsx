'use client';

import dynamic from 'next/dynamic';
import { withLazyPartBoundary } from '@/components/layout/lazy-part-boundary';

/*
 * The check form's code (react-hook-form, the fields, the API calls) is not among the first
 * scripts of the pages that show it (README «Speed», JavaScript budget). The server still renders
 * the form, so it is on screen at once and posts to /check until its code has arrived; the
 * framework preloads that code at low priority and hydrates the form when it is there, keeping
 * what was typed meanwhile (react-hook-form reads fields edited before it was ready).
 */

const FineCheckForm = dynamic(() => import('./fine-check-form').then((m) => m.FineCheckForm));

/** The СТС check form (`./fine-check-form`), rendered by the server and hydrated when its code arrives. */
export const LazyFineCheckForm = withLazyPartBoundary(FineCheckForm, 'форму проверки штрафов');
