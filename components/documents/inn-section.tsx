'use client';

import { useInnMutations, useInns } from '@/api-client/inns';
import type { InnDto } from '@/lib/contract/documents';
import { DocumentFormSlot } from './document-form-slot';
import { describeInn } from './document-names';
import { DocumentSection } from './document-section';
import type { DocumentFormSlotProps } from './document-slots';
import { InnForm } from './inn-form';

/** The ИНН form saving through the API. */
function InnFormSlot(props: DocumentFormSlotProps<InnDto>) {
  return <DocumentFormSlot {...props} Form={InnForm} mutations={useInnMutations()} />;
}

/** The person's taxpayer numbers (ИНН): list, add, edit, remove. */
export function InnSection({ initial }: { initial?: InnDto[] }) {
  const query = useInns(initial);
  const { remove } = useInnMutations();
  return (
    <DocumentSection<InnDto>
      title="ИНН"
      addLabel="Добавить ИНН"
      addFormLabel="Новый ИНН"
      emptyTitle="Добавьте первый ИНН"
      emptyText="По ИНН находятся налоговые долги и штрафы, выписанные на человека или организацию."
      query={query}
      describe={describeInn}
      Form={InnFormSlot}
      remove={(item) => remove.mutateAsync(item.id)}
    />
  );
}
