import type { ContentWidget } from '@/lib/contract/content';
import { CheckSection } from './check-section';
import { LazyDiscountCalculator } from './lazy-discount-calculator';

/** The interactive parts an entry asks for (front matter `widgets`), in a fixed order. */
export function EntryWidgets({ widgets, exclude = [] }: { widgets: ContentWidget[]; exclude?: ContentWidget[] }) {
  const shown = widgets.filter((w) => !exclude.includes(w));
  return (
    <>
      {shown.includes('discount-calculator') && <LazyDiscountCalculator />}
      {shown.includes('fines-check') && <CheckSection />}
    </>
  );
}
