import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { FormActions } from './form-actions';
import { FormError } from './form-error';
import styles from './documents.module.css';

/** Props every document form takes: the document when editing, how to save, what to do after. */
export interface DocumentFormProps<T, F> {
  /** The document being edited; absent when adding. */
  item?: T;
  /** Accessible name of the form («Новое СТС», «Изменение СТС 99 04 449114»). */
  label: string;
  onSave: (fields: F) => Promise<T>;
  onSaved: (saved: T) => void;
  onCancel: () => void;
}

interface DocumentFormFrameProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  formError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of a document form: its name, the form-level error, the fields, save and cancel; Escape cancels. */
export function DocumentFormFrame({ label, submitLabel, pending, formError, onSubmit, onCancel, children }: DocumentFormFrameProps) {
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      onCancel();
    }
  }
  return (
    <form className={`form ${styles.form}`} noValidate aria-label={label} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <FormError message={formError} />
      {children}
      <FormActions pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
