'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentFilterName } from '@/lib/domain/document-kinds';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import { listAddressHref, type ChargeListAddress } from '@/lib/domain/charge-list-address';
import type { FilterDocuments } from '@/components/documents/document-filter';
import { chooseDocuments, chooseTab } from './list-address';

/** The view a list shows and the ways to change it, each kept in the page's address. */
export interface ListAddressControls {
  address: ChargeListAddress;
  /** A kind of document (or all): that kind's document chosen before, if it still exists, else all of it. */
  showKind: (show: 'all' | DocumentFilterName) => void;
  /** One document of a kind, or every document of it (null); remembered for that kind. */
  showDocument: (show: DocumentFilterName, document: number | null) => void;
  showTab: (tab: ChargeListTab) => void;
}

/**
 * The list's view (documents, tab, starting page) in state and in the address of `path`, starting
 * from the address the server rendered (and again from a new one, after a navigation):
 * `history.replaceState` keeps one history entry per visit, and Next.js keeps its router in step.
 * A document that is no longer among `choices` (removed meanwhile) drops out of the view; `choices`
 * is null while they are not known yet.
 */
export function useListAddress(initial: ChargeListAddress, path: string, choices: FilterDocuments | null): ListAddressControls {
  const [chosen, setChosen] = useState(initial);
  // A navigation from outside the view (a header link to the same page) renders a new address:
  // the view follows it, whatever was chosen here before.
  const [rendered, setRendered] = useState(initial);
  if (rendered !== initial) {
    setRendered(initial);
    setChosen(initial);
  }
  const remembered = useRef<Record<DocumentFilterName, number | null>>({ sts: null, dl: null, inn: null });
  const change = (next: ChargeListAddress) => {
    setChosen(next);
    window.history.replaceState(null, '', listAddressHref(next, path));
  };
  const exists = (show: DocumentFilterName, id: number | null) => id !== null && !!choices?.[show].some((d) => d.id === id);

  const gone = choices !== null && chosen.show !== 'all' && chosen.document !== null && !exists(chosen.show, chosen.document);
  const address = useMemo(() => (gone ? chooseDocuments(chosen, chosen.show) : chosen), [gone, chosen]);
  useEffect(() => {
    if (gone) window.history.replaceState(null, '', listAddressHref(address, path));
  }, [gone, address, path]);

  return {
    address,
    showKind: (show) => {
      const earlier = show === 'all' ? null : remembered.current[show];
      change(chooseDocuments(address, show, show !== 'all' && exists(show, earlier) ? earlier : null));
    },
    showDocument: (show, document) => {
      remembered.current[show] = document;
      change(chooseDocuments(address, show, document));
    },
    showTab: (tab) => change(chooseTab(address, tab)),
  };
}
