'use client';

import type { ComponentType } from 'react';
import type { DocumentFormProps } from './document-form';
import type { DocumentFormSlotProps } from './document-slots';

/** The add and update mutations of one kind of document (`useStsMutations()` and the like). */
export interface DocumentSaveMutations<T, F> {
  add: { mutateAsync: (fields: F) => Promise<T> };
  update: { mutateAsync: (change: { id: number; fields: F }) => Promise<T> };
}

interface DocumentFormSlotOwnProps<T, F> extends DocumentFormSlotProps<T> {
  /** The kind's form (`StsForm`, …). */
  Form: ComponentType<DocumentFormProps<T, F>>;
  mutations: DocumentSaveMutations<T, F>;
}

/** A document form saving through the API: adds when there is no `item`, else edits it; closing hands back what was saved. */
export function DocumentFormSlot<T extends { id: number }, F>({
  item,
  label,
  onClose,
  Form,
  mutations,
}: DocumentFormSlotOwnProps<T, F>) {
  const { add, update } = mutations;
  return (
    <Form
      item={item}
      label={label}
      onSave={(fields) => (item ? update.mutateAsync({ id: item.id, fields }) : add.mutateAsync(fields))}
      onSaved={onClose}
      onCancel={() => onClose()}
    />
  );
}
