'use client';

import dynamic from 'next/dynamic';
import { withLazyPartBoundary } from '@/components/layout/lazy-part-boundary';

/*
 * The login page's code (its tabs and forms, react-hook-form, the API calls) is not among the
 * page's first scripts (README «Speed», JavaScript budget). The server renders the page, so the
 * forms are on screen at once; the framework preloads their code at low priority and hydrates them
 * when it is there, keeping what was typed meanwhile (react-hook-form reads fields edited before
 * it was ready).
 */

const LoginView = dynamic(() => import('./login-view').then((m) => m.LoginView));

/** The login page's tabs and forms (`./login-view`), rendered by the server and hydrated when their code arrives. */
export const LazyLoginView = withLazyPartBoundary(LoginView, 'формы входа');
