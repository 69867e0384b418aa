'use client';

import { useEffect, useId, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { escapeCancels } from './escape-cancels';
import styles from './documents.module.css';

interface DeleteConfirmProps {
  /** `СТС 99 04 449114`: what is removed. */
  name: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An inline «really remove?» under a document. The question labels the group, so a screen reader
 * reads it when focus lands on «Отмена» (the harmless choice, focused first); Escape cancels.
 * The fines only this document found go with it, and the person is told so.
 */
export function DeleteConfirm({ name, pending, error, onConfirm, onCancel }: DeleteConfirmProps) {
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  return (
    <div role="group" aria-labelledby={questionId} className={styles.confirm} onKeyDown={escapeCancels(pending, onCancel)}>
      <p id={questionId} className={styles.confirmQuestion}>
        Удалить {name}? Штрафы, найденные только по нему, пропадут из списка.
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="button" className={`button ${styles.danger}`} onClick={onConfirm} disabled={pending}>
          {pending && <Spinner />}
          Удалить
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending} ref={cancel}>
          Отмена
        </button>
        <span className="visually-hidden" role="status">
          {pending ? 'Удаляем…' : ''}
        </span>
      </div>
    </div>
  );
}
