'use client';

import type { ComponentType } from 'react';
import { useDocumentMutations, type DocumentDtos, type DocumentFields } from '@/api-client/documents';
import type { DocumentType } from '@/lib/domain/document-kinds';
import { LazyPartBoundary } from '@/components/layout/lazy-part-boundary';
import type { DocumentFormProps } from './document-form';
import type { DocumentFormSlotProps } from './document-slots';

interface DocumentFormSlotOwnProps<K extends DocumentType> extends DocumentFormSlotProps<DocumentDtos[K]> {
  type: K;
  /** The kind's form (`StsForm`, …). */
  Form: ComponentType<DocumentFormProps<DocumentDtos[K], DocumentFields[K]>>;
}

/**
 * A document form saving through the API: adds when there is no `item`, else edits it; closing hands back what was saved.
 * The kinds' forms load when opened (lazy-document-parts.tsx); a form whose code cannot be fetched is reported here.
 */
export function DocumentFormSlot<K extends DocumentType>({ type, item, label, onClose, Form }: DocumentFormSlotOwnProps<K>) {
  const { add, update } = useDocumentMutations(type);
  return (
    <LazyPartBoundary name="форма документа">
      <Form
        item={item}
        label={label}
        onSave={(fields) => (item ? update.mutateAsync({ id: item.id, fields }) : add.mutateAsync(fields))}
        onSaved={onClose}
        onCancel={() => onClose()}
      />
    </LazyPartBoundary>
  );
}
