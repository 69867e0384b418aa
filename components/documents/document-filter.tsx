'use client';

import { useId } from 'react';
import type { DocumentSortIdentifier, SortIdentifier, SortIdentifiers } from '@/api-client/ordinances-store';
import styles from './documents.module.css';

/** A document as a filter choice. */
export interface FilterDocument {
  id: number;
  label: string;
}

/** The user's documents by filter kind. */
export type FilterDocuments = Record<DocumentSortIdentifier, FilterDocument[]>;

const KINDS: readonly { id: SortIdentifier; label: string; all?: string }[] = [
  { id: 'all', label: 'Все' },
  { id: 'sts', label: 'СТС', all: 'Все СТС' },
  { id: 'dl', label: 'ВУ', all: 'Все ВУ' },
  { id: 'inn', label: 'ИНН', all: 'Все ИНН' },
];

interface DocumentFilterProps {
  sortIdentifier: SortIdentifier;
  sortIdentifiers: SortIdentifiers;
  documents: FilterDocuments;
  onSortBy: (sortIdentifier: SortIdentifier) => void;
  onSelectDocument: (sortIdentifier: DocumentSortIdentifier, id: number | null) => void;
}

/**
 * Which fines to show: all, or those of one kind of document (radio buttons: arrow keys move
 * between them), and then every document of that kind or one of them (a select). Kinds without
 * documents are disabled.
 */
export function DocumentFilter({ sortIdentifier, sortIdentifiers, documents, onSortBy, onSelectDocument }: DocumentFilterProps) {
  const name = useId();
  const selectId = useId();
  const kind = KINDS.find((k) => k.id === sortIdentifier);
  const chosen = sortIdentifier === 'all' ? null : sortIdentifiers[sortIdentifier];
  return (
    <div className={styles.filter}>
      <fieldset className="fieldset">
        <legend className="field__label">Показать штрафы</legend>
        <div className={styles.segmented}>
          {KINDS.map((k) => (
            <label key={k.id} className={styles.segment}>
              <input
                type="radio"
                name={name}
                value={k.id}
                checked={sortIdentifier === k.id}
                disabled={k.id !== 'all' && documents[k.id].length === 0}
                onChange={() => onSortBy(k.id)}
              />
              <span>{k.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {sortIdentifier !== 'all' && (
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            Документ
          </label>
          <select
            id={selectId}
            className={`input ${styles.select}`}
            value={chosen !== null && documents[sortIdentifier].some((d) => d.id === chosen) ? String(chosen) : ''}
            onChange={(e) => onSelectDocument(sortIdentifier, e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{kind?.all}</option>
            {documents[sortIdentifier].map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
