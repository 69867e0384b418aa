'use client';

import type { DriverLicenseDto } from '@/lib/contract/documents';
import { DocumentFormSlot } from './document-form-slot';
import { DocumentKindSection } from './document-kind-section';
import type { DocumentFormSlotProps } from './document-slots';
import { LazyDriverLicenseForm } from './lazy-document-parts';

/** The ВУ form saving through the API. */
function DriverLicenseFormSlot(props: DocumentFormSlotProps<DriverLicenseDto>) {
  return <DocumentFormSlot {...props} type="driverLicense" Form={LazyDriverLicenseForm} />;
}

/** The person's driver licences (ВУ): list, add, edit, remove (the API removes one by its number). */
export function DriverLicenseSection({ initial }: { initial?: DriverLicenseDto[] }) {
  return <DocumentKindSection type="driverLicense" initial={initial} Form={DriverLicenseFormSlot} />;
}
