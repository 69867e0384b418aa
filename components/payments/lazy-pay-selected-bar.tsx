'use client';

import dynamic from 'next/dynamic';
import { withLazyPartBoundary } from '@/components/layout/lazy-part-boundary';

const PaySelectedBar = dynamic(() => import('./pay-selected-bar').then((m) => m.PaySelectedBar));

/** The bar that pays the selected charges (`./pay-selected-bar`), rendered by the server and hydrated when its code arrives; see lazy-fines-list-view.tsx. */
export const LazyPaySelectedBar = withLazyPartBoundary(PaySelectedBar, 'оплату выбранных штрафов');
