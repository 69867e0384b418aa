'use client';

import { useRef, useState, type ComponentType } from 'react';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { DeleteConfirm } from './delete-confirm';
import type { DocumentSummary } from './document-names';
import type { DocumentFormSlotProps } from './document-slots';
import { useFocusLater } from './use-focus-later';
import styles from './documents.module.css';

interface DocumentItemProps<T> {
  item: T;
  summary: DocumentSummary;
  /** The document form, opened here for editing. */
  Form: ComponentType<DocumentFormSlotProps<T>>;
  remove: (item: T) => Promise<unknown>;
  /** Told after a save, to announce it. */
  onSaved: (saved: T) => void;
  /** Told after the removal (the item is about to leave the list), to announce it and move focus. */
  onRemoved: (summary: DocumentSummary) => void;
}

type Mode = 'view' | 'edit' | 'confirm';

/**
 * One document in its list: its title and details with «Изменить» and «Удалить». Editing swaps
 * the line for the form; removing asks first. Focus comes back to the button that started it.
 */
export function DocumentItem<T>({ item, summary, Form, remove, onSaved, onRemoved }: DocumentItemProps<T>) {
  // Editing and removing are done by the page's scripts: without them the buttons would do nothing.
  const scriptsRunning = useScriptsRunning();
  const [mode, setMode] = useState<Mode>('view');
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();

  function closeEdit(saved?: T) {
    setMode('view');
    focusLater(() => editButton.current);
    if (saved) onSaved(saved);
  }

  function cancelRemove() {
    setMode('view');
    setRemoveError(null);
    focusLater(() => deleteButton.current);
  }

  async function confirmRemove() {
    setRemoving(true);
    setRemoveError(null);
    try {
      await remove(item);
      onRemoved(summary);
    } catch (error) {
      setRemoveError(error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
      setRemoving(false);
    }
  }

  if (mode === 'edit') {
    return (
      <li className={styles.item}>
        <Form item={item} label={`Изменение: ${summary.shortName}`} onClose={closeEdit} />
      </li>
    );
  }

  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <div className={styles.itemText}>
          <p className={styles.itemTitle}>{summary.title}</p>
          {summary.details.length > 0 && (
            <ul className={styles.itemDetails}>
              {summary.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
        {mode === 'view' && (
          <div className="button-row">
            {/* The names say which document: a list of «Изменить» buttons would be ambiguous to a screen reader. */}
            <button
              type="button"
              className={`button button--secondary ${styles.small}`}
              ref={editButton}
              aria-label={`Изменить ${summary.shortName}`}
              disabled={!scriptsRunning}
              onClick={() => setMode('edit')}
            >
              Изменить
            </button>
            <button
              type="button"
              className={`button button--secondary ${styles.small}`}
              ref={deleteButton}
              aria-label={`Удалить ${summary.shortName}`}
              disabled={!scriptsRunning}
              onClick={() => setMode('confirm')}
            >
              Удалить
            </button>
          </div>
        )}
      </div>
      {mode === 'confirm' && (
        <DeleteConfirm
          name={summary.shortName}
          pending={removing}
          error={removeError}
          onConfirm={() => void confirmRemove()}
          onCancel={cancelRemove}
        />
      )}
    </li>
  );
}
