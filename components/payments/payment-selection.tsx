'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** One selected charge: its УИН and what paying it today costs (kopeks), as its card shows it. */
export interface SelectedCharge {
  uin: string;
  amountKopeks: number;
  feeKopeks: number;
}

/** The selection of charges to pay together, shared by the cards' checkboxes and the «Оплатить выбранные» bar. */
export interface PaymentSelection {
  selected: readonly SelectedCharge[];
  isSelected: (uin: string) => boolean;
  toggle: (charge: SelectedCharge, on: boolean) => void;
  clear: () => void;
}

const SelectionContext = createContext<PaymentSelection | null>(null);

/**
 * Holds the charges a person ticks in a list to pay them together. Lists that offer payment wrap
 * their cards in it; without it the checkboxes and the bar render nothing, so a card can be shown
 * anywhere unchanged. The selection lives in the page (not the address): the prepayment page
 * re-checks every charge anyway. The sums are the bar's (`paymentTotals`), so the money rules load
 * with it rather than with every list's first scripts.
 */
export function PaymentSelectionProvider({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<SelectedCharge[]>([]);
  const toggle = useCallback((charge: SelectedCharge, on: boolean) => {
    setSelected((list) => {
      const rest = list.filter((c) => c.uin !== charge.uin);
      return on ? [...rest, charge] : rest;
    });
  }, []);
  const value = useMemo<PaymentSelection>(
    () => ({
      selected,
      isSelected: (uin) => selected.some((c) => c.uin === uin),
      toggle,
      clear: () => setSelected([]),
    }),
    [selected, toggle],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** The surrounding selection, or null outside a PaymentSelectionProvider. */
export function usePaymentSelection(): PaymentSelection | null {
  return useContext(SelectionContext);
}
