'use client';

import { useStsList, useStsMutations } from '@/api-client/sts';
import type { StsDto } from '@/lib/contract/documents';
import { DocumentFormSlot } from './document-form-slot';
import { describeSts } from './document-names';
import { DocumentSection } from './document-section';
import type { DocumentFormSlotProps } from './document-slots';
import { StsForm } from './sts-form';
import { StsImport } from './sts-import';

/** The СТС form saving through the API. */
function StsFormSlot(props: DocumentFormSlotProps<StsDto>) {
  return <DocumentFormSlot {...props} Form={StsForm} mutations={useStsMutations()} />;
}

/** The import panel saving through `POST /105/api/sts/import`. */
function StsImportSlot({ onClose }: { onClose: (announcement?: string) => void }) {
  const { import: importList } = useStsMutations();
  return <StsImport onImport={importList.mutateAsync} onDone={onClose} />;
}

const IMPORT = { label: 'Добавить списком', Panel: StsImportSlot };

/** The person's registration certificates (СТС): list, add one or a list, edit, remove. */
export function StsSection({ initial }: { initial?: StsDto[] }) {
  const query = useStsList(initial);
  const { remove } = useStsMutations();
  return (
    <DocumentSection<StsDto>
      title="Свидетельства о регистрации (СТС)"
      addLabel="Добавить СТС"
      addFormLabel="Новое СТС"
      emptyTitle="Добавьте первое свидетельство о регистрации"
      emptyText="По СТС мы найдём штрафы с камер и постановления ГИБДД на машину."
      query={query}
      describe={describeSts}
      Form={StsFormSlot}
      remove={(item) => remove.mutateAsync(item.id)}
      extra={IMPORT}
    />
  );
}
