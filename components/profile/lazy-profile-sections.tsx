'use client';

import dynamic from 'next/dynamic';
import { withLazyPartBoundary } from '@/components/layout/lazy-part-boundary';

/*
 * The profile's code (its sections and forms, react-hook-form, the document lists and fines) is
 * not among the page's first scripts (README «Speed», JavaScript budget). The server renders every
 * card, so the page is on screen at once and its links work; the framework preloads the code at
 * low priority and hydrates the cards when it is there.
 */

const ProfileSections = dynamic(() => import('./profile-sections').then((m) => m.ProfileSections));

/** The cards of /profile (`./profile-sections`), rendered by the server and hydrated when their code arrives. */
export const LazyProfileSections = withLazyPartBoundary(ProfileSections, 'разделы профиля');
