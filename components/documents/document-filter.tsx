'use client';

import { useId } from 'react';
import { DOCUMENT_KIND_LIST, type DocumentFilterName } from '@/lib/domain/document-kinds';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import styles from './documents.module.css';

/** A document as a filter choice. */
export interface FilterDocument {
  id: number;
  label: string;
}

/** The person's documents by filter kind. */
export type FilterDocuments = Record<DocumentFilterName, FilterDocument[]>;

interface DocumentFilterProps {
  /** The page the filter belongs to (`/fines/list`, `/profile`): without scripts the filter is a GET form to it. */
  action: string;
  /** The open tab, kept when the filter is sent without scripts. */
  tab: ChargeListTab;
  show: 'all' | DocumentFilterName;
  /** The chosen document of the `show` kind; null for all of them. */
  document: number | null;
  documents: FilterDocuments;
  /** A kind (or all) was chosen with the radio buttons. */
  onShow: (show: 'all' | DocumentFilterName) => void;
  /** One document of the kind (or all of it: null) was chosen. */
  onDocument: (show: DocumentFilterName, document: number | null) => void;
}

/**
 * Which fines to show: all, or those of one kind of document (radio buttons: arrow keys move
 * between them), and then every document of that kind or one of them (a select). Kinds without
 * documents are disabled. Every change applies at once and lands in the page's address. Without
 * scripts it is a GET form to the page (`show`, `document`, `tab`: the address the page reads) with
 * «Показать»; the page drops a document that is not of the chosen kind.
 */
export function DocumentFilter({ action, tab, show, document, documents, onShow, onDocument }: DocumentFilterProps) {
  const selectId = useId();
  const kind = DOCUMENT_KIND_LIST.find((k) => k.filterName === show);
  const chosen = show !== 'all' && document !== null && documents[show].some((d) => d.id === document) ? String(document) : '';
  const kinds = [{ id: 'all' as const, label: 'Все' }, ...DOCUMENT_KIND_LIST.map((k) => ({ id: k.filterName, label: k.abbr }))];
  return (
    <form className={styles.filter} method="get" action={action} onSubmit={(e) => e.preventDefault()}>
      {tab !== 'unpaid' && <input type="hidden" name="tab" value={tab} />}
      <fieldset className="fieldset">
        <legend className="field__label">Показать штрафы</legend>
        <div className={styles.segmented}>
          {kinds.map((k) => (
            <label key={k.id} className={styles.segment}>
              <input
                type="radio"
                name="show"
                value={k.id}
                checked={show === k.id}
                disabled={k.id !== 'all' && documents[k.id].length === 0}
                onChange={() => onShow(k.id)}
              />
              <span>{k.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {show !== 'all' && (
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            Документ
          </label>
          <select
            id={selectId}
            name="document"
            className={`input ${styles.select}`}
            value={chosen}
            onChange={(e) => onDocument(show, e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{kind?.allLabel}</option>
            {documents[show].map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <noscript>
        <button type="submit" className="button button--secondary">
          Показать
        </button>
      </noscript>
    </form>
  );
}
