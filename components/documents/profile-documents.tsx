'use client';

import { useId } from 'react';
import type { DriverLicenseDto, InnDto, StsDto } from '@/lib/contract/documents';
import type { NotifyEmailDto } from '@/lib/contract/notifications';
import { NotifyEmailSettings } from '@/components/notifications/notify-email-settings';
import { DocumentFines, type DocumentFinesInitial } from './document-fines';
import { DriverLicenseSection } from './driver-license-section';
import { InnSection } from './inn-section';
import { StsSection } from './sts-section';
import styles from './documents.module.css';

/**
 * What the server rendered for the documents area. The document lists and the address are
 * optional (a part left out is fetched in the browser, with a loading state); the fines are the
 * first page of the view in the address.
 */
export interface ProfileDocumentsInitial {
  /** `GET /105/api/sts` — `listSts(db, userId)`. */
  sts?: StsDto[];
  /** `GET /105/api/driverLicense` — `listDriverLicenses(db, userId)`. */
  driverLicenses?: DriverLicenseDto[];
  /** `GET /105/api/tax/dataList` — `listInns(db, userId)`. */
  inns?: InnDto[];
  /** `GET /105/api/email` — `getNotifyEmail(db, userId)`; null when no address is set. */
  notifyEmail?: NotifyEmailDto | null;
  /** `GET /105/api/fines` for the view in the address — `listChargesPage(db, scope, query)`. */
  fines: DocumentFinesInitial['fines'];
}

interface ProfileDocumentsProps {
  initial: ProfileDocumentsInitial;
  /** `YYYY-MM-DD` in Moscow (`todayInMoscow()` on the server), so both renders agree on discounts and overdue marks. */
  today: string;
  /** The account's verified sign-in e-mail: offered for notifications, where it needs no confirmation. */
  accountEmail?: string | null;
}

/**
 * The documents area of the profile: registration certificates (with import from a list),
 * driver licences and taxpayer numbers, the new-fine notification e-mail, and the fines
 * filtered by document.
 */
export function ProfileDocuments({ initial, today, accountEmail }: ProfileDocumentsProps) {
  const headingId = useId();
  return (
    <div className={styles.area}>
      <section className="stack" aria-labelledby={headingId}>
        <h2 id={headingId}>Мои документы</h2>
        <StsSection initial={initial.sts} />
        <DriverLicenseSection initial={initial.driverLicenses} />
        <InnSection initial={initial.inns} />
      </section>
      <NotifyEmailSettings initial={initial.notifyEmail} accountEmail={accountEmail} />
      <DocumentFines initial={initial} today={today} />
    </div>
  );
}
