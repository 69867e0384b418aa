'use client';

import dynamic from 'next/dynamic';
import { LazyPartBoundary } from '@/components/layout/lazy-part-boundary';

/** The calculator's code loads only in the browser, after the page (spec §2: heavy parts load lazily). */
const DiscountCalculator = dynamic(() => import('./discount-calculator').then((m) => m.DiscountCalculator), {
  ssr: false,
  loading: () => (
    <p className="card muted" aria-busy="true">
      Загружаем калькулятор скидки… Если он не появляется, включите JavaScript в браузере.
    </p>
  ),
});

/** The discount calculator, loaded lazily; if its code cannot be loaded the page reloads under the reload guard. */
export function LazyDiscountCalculator() {
  return (
    <LazyPartBoundary name="калькулятор скидки">
      <DiscountCalculator />
    </LazyPartBoundary>
  );
}
