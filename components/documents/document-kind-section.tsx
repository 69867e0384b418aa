'use client';

import type { ComponentType } from 'react';
import { useDocumentMutations, useDocuments, type DocumentDtos } from '@/api-client/documents';
import { DOCUMENT_KINDS, type DocumentType } from '@/lib/domain/document-kinds';
import { describeDocument } from './document-names';
import { DocumentSection } from './document-section';
import type { DocumentFormSlotProps, ExtraAdd } from './document-slots';

interface DocumentKindSectionProps<K extends DocumentType> {
  type: K;
  /** The list as the server rendered it. */
  initial?: DocumentDtos[K][];
  /** The kind's form saving through the API (a `DocumentFormSlot` of it): the one part that differs. */
  Form: ComponentType<DocumentFormSlotProps<DocumentDtos[K]>>;
  /** Another way to add (the СТС import). */
  extra?: ExtraAdd;
}

/**
 * The person's documents of one kind on /profile — list, add, edit, remove — named, labelled and
 * called as the kind's description says (lib/domain/document-kinds.ts).
 */
export function DocumentKindSection<K extends DocumentType>({ type, initial, Form, extra }: DocumentKindSectionProps<K>) {
  const query = useDocuments(type, initial);
  const { remove } = useDocumentMutations(type);
  return (
    <DocumentSection<DocumentDtos[K]>
      kind={DOCUMENT_KINDS[type]}
      query={query}
      describe={(item) => describeDocument(type, item)}
      Form={Form}
      remove={(item) => remove.mutateAsync(item)}
      extra={extra}
    />
  );
}
