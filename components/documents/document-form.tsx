'use client';

import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { escapeCancels } from './escape-cancels';
import { useDocumentForm } from './use-document-form';
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

/** What a document field needs from its form; spread it into `DocumentField` and `HolderNameFields`. */
export interface DocumentFieldBinding<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  idPrefix: string;
}

/** What one kind of document brings to the shared form: its schema, values as typed and fields. */
interface DocumentFormKindProps<T, F, V extends FieldValues, O> extends DocumentFormProps<T, F> {
  /** Loads the shared schema the API validates with (lib/validation), so zod is not in the page's first scripts. */
  loadSchema: () => Promise<z.ZodMiniType<O, FieldValues>>;
  defaultValues: V;
  /** Field of the number: focused first, gets the «already added» message. */
  numberField: Path<V>;
  /** Turns the parsed values into the API's fields (optional fields stay undefined, so they are not sent). */
  toFields: (parsed: O) => F;
  /** The kind's fields, given what binds them to this form. */
  children: (field: DocumentFieldBinding<V, O>) => ReactNode;
}

/**
 * A document form (useDocumentForm) in its frame: its name, the form-level error, the kind's
 * fields, then «Добавить» (or «Сохранить» when editing) and «Отмена»; Escape cancels too.
 */
export function DocumentForm<T, F, V extends FieldValues, O>({
  item,
  label,
  onSave,
  onSaved,
  onCancel,
  loadSchema,
  defaultValues,
  numberField,
  toFields,
  children,
}: DocumentFormKindProps<T, F, V, O>) {
  const { control, submit, formError, pending, idPrefix } = useDocumentForm<V, O, F, T>({
    loadSchema,
    defaultValues,
    numberField,
    toFields,
    save: onSave,
    onSaved,
  });

  return (
    <form
      className={`form ${styles.form}`}
      method="post"
      noValidate
      aria-label={label}
      onSubmit={submit}
      onKeyDown={escapeCancels(pending, onCancel)}
    >
      <FormAlert message={formError} />
      {children({ control, idPrefix })}
      <FormActions pending={pending} submitLabel={item ? 'Сохранить' : 'Добавить'} onCancel={onCancel} />
    </form>
  );
}
