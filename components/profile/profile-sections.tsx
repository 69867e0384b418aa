'use client';

import type { UserDto } from '@/lib/contract/accounts';
import type { OrganizationDto } from '@/lib/contract/organizations';
import type { PaymentDto } from '@/lib/contract/payments';
import { ProfileDocuments, type ProfileDocumentsInitial } from '@/components/documents/profile-documents';
import { SignInsSection } from '@/components/extension/sign-ins-section';
import { OrganizationsSection } from '@/components/organizations/organizations-section';
import { PaymentHistorySection } from '@/components/payments/payment-history';
import { AccountSection } from './account-section';
import { LogoutSection } from './logout-section';
import { OtherDeviceSection } from './other-device-section';
import { RegisterSection } from './register-section';
import { SecuritySection } from './security-section';

/** What the profile page rendered on the server hands to its sections. */
export interface ProfileSectionsProps {
  account: UserDto;
  /** A legal entity's organizations (user type 3); undefined for a private person. */
  organizations?: OrganizationDto[];
  documents: ProfileDocumentsInitial;
  /** `YYYY-MM-DD` in Moscow, the same day for the server's and the browser's render. */
  today: string;
  /** «История платежей»: the user's latest payments (`paymentHistory(db, userId)`). */
  payments: PaymentDto[];
}

/**
 * The cards of /profile in their order. Each section decides itself whether it applies (an
 * anonymous account gets registration instead of security). Loaded through LazyProfileSections.
 */
export function ProfileSections({ account, organizations, documents, today, payments }: ProfileSectionsProps) {
  return (
    <>
      <AccountSection initialUser={account} />
      <RegisterSection initialUser={account} />
      <OtherDeviceSection initialUser={account} />
      <OrganizationsSection initialUser={account} initial={organizations} />
      <ProfileDocuments initial={documents} today={today} accountEmail={account.email} />
      <PaymentHistorySection initial={payments} />
      <SecuritySection initialUser={account} />
      <SignInsSection />
      <LogoutSection initialUser={account} />
    </>
  );
}
