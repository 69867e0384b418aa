'use client';

import type { InnDto } from '@/lib/contract/documents';
import { DocumentFormSlot } from './document-form-slot';
import { DocumentKindSection } from './document-kind-section';
import type { DocumentFormSlotProps } from './document-slots';
import { LazyInnForm } from './lazy-document-parts';

/** The ИНН form saving through the API. */
function InnFormSlot(props: DocumentFormSlotProps<InnDto>) {
  return <DocumentFormSlot {...props} type="inn" Form={LazyInnForm} />;
}

/** The person's taxpayer numbers (ИНН): list, add, edit, remove. */
export function InnSection({ initial }: { initial?: InnDto[] }) {
  return <DocumentKindSection type="inn" initial={initial} Form={InnFormSlot} />;
}
