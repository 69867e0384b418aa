'use client';

import dynamic from 'next/dynamic';

/** The bar that pays the selected charges (`./pay-selected-bar`), rendered by the server and hydrated when its code arrives; see lazy-fines-list-view.tsx. */
export const LazyPaySelectedBar = dynamic(() => import('./pay-selected-bar').then((m) => m.PaySelectedBar));
