'use client';

import { useStsImport } from '@/api-client/sts';
import type { StsDto } from '@/lib/contract/documents';
import { DocumentFormSlot } from './document-form-slot';
import { DocumentKindSection } from './document-kind-section';
import type { DocumentFormSlotProps } from './document-slots';
import { LazyStsForm, LazyStsImport } from './lazy-document-parts';
import { LazyPartBoundary } from '@/components/layout/lazy-part-boundary';

/** The import panel saving through `POST /105/api/sts/import`. */
function StsImportSlot({ onClose }: { onClose: (announcement?: string) => void }) {
  const importList = useStsImport();
  return (
    <LazyPartBoundary name="загрузка списка СТС">
      <LazyStsImport onImport={importList.mutateAsync} onDone={onClose} />
    </LazyPartBoundary>
  );
}

const IMPORT = { label: 'Добавить списком', Panel: StsImportSlot };

/** The СТС form saving through the API. */
function StsFormSlot(props: DocumentFormSlotProps<StsDto>) {
  return <DocumentFormSlot {...props} type="sts" Form={LazyStsForm} />;
}

/** The person's registration certificates (СТС): list, add one or a list, edit, remove. */
export function StsSection({ initial }: { initial?: StsDto[] }) {
  return <DocumentKindSection type="sts" initial={initial} Form={StsFormSlot} extra={IMPORT} />;
}
