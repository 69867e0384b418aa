'use client';

import dynamic from 'next/dynamic';
import { LazyPartBoundary } from '@/components/layout/lazy-part-boundary';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';

/** Said where the calculator would be when the browser runs no scripts: it is made of them. */
export const MSG_CALCULATOR_NEEDS_SCRIPTS = 'Калькулятор скидки работает с JavaScript: включите его в браузере.';

/** While the calculator's code loads; without scripts it never will, and says so instead. */
function CalculatorLoading() {
  const scriptsRunning = useScriptsRunning();
  return scriptsRunning ? (
    <p className="card muted" aria-busy="true">
      Загружаем калькулятор скидки…
    </p>
  ) : (
    <ScriptsNeeded message={MSG_CALCULATOR_NEEDS_SCRIPTS} />
  );
}

/** The calculator's code loads only in the browser, after the page (spec §2: heavy parts load lazily). */
const DiscountCalculator = dynamic(() => import('./discount-calculator').then((m) => m.DiscountCalculator), {
  ssr: false,
  loading: CalculatorLoading,
});

/** The discount calculator, loaded lazily; if its code cannot be loaded the page reloads under the reload guard. */
export function LazyDiscountCalculator() {
  return (
    <LazyPartBoundary name="калькулятор скидки">
      <DiscountCalculator />
    </LazyPartBoundary>
  );
}
