'use client';

import { useDriverLicenseMutations, useDriverLicenses } from '@/api-client/driver-licenses';
import type { DriverLicenseDto } from '@/lib/contract/documents';
import { DocumentFormSlot } from './document-form-slot';
import { describeDriverLicense } from './document-names';
import { DocumentSection } from './document-section';
import type { DocumentFormSlotProps } from './document-slots';
import { DriverLicenseForm } from './driver-license-form';

/** The ВУ form saving through the API. */
function DriverLicenseFormSlot(props: DocumentFormSlotProps<DriverLicenseDto>) {
  return <DocumentFormSlot {...props} Form={DriverLicenseForm} mutations={useDriverLicenseMutations()} />;
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
