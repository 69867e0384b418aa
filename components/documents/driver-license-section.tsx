'use client';

import { useDriverLicenseMutations, useDriverLicenses } from '@/api-client/driver-licenses';
import type { DriverLicenseDto } from '@/lib/contract/documents';
import { describeDriverLicense } from './document-names';
import { DocumentSection } from './document-section';
import type { DocumentFormSlotProps } from './document-slots';
import { DriverLicenseForm } from './driver-license-form';

/** The ВУ form saving through the API: adds when there is no `item`, else edits it. */
function DriverLicenseFormSlot({ item, label, onClose }: DocumentFormSlotProps<DriverLicenseDto>) {
  const { add, update } = useDriverLicenseMutations();
  return (
    <DriverLicenseForm
      item={item}
      label={label}
      onSave={(fields) => (item ? update.mutateAsync({ id: item.id, fields }) : add.mutateAsync(fields))}
      onSaved={onClose}
      onCancel={() => onClose()}
    />
  );
}

/** The person's driver licences (ВУ): list, add, edit, remove. */
export function DriverLicenseSection({ initial }: { initial?: DriverLicenseDto[] }) {
  const query = useDriverLicenses(initial);
  const { remove } = useDriverLicenseMutations();
  return (
    <DocumentSection<DriverLicenseDto>
      title="Водительские удостоверения"
      addLabel="Добавить ВУ"
      addFormLabel="Новое водительское удостоверение"
      emptyTitle="Добавьте первое водительское удостоверение"
      emptyText="По ВУ находятся штрафы, выписанные на водителя, в том числе за рулём чужой машины."
      query={query}
      describe={describeDriverLicense}
      Form={DriverLicenseFormSlot}
      // The API removes a licence by its number, not by id.
      remove={(item) => remove.mutateAsync(item.driverLicense)}
    />
  );
}
