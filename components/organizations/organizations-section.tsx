'use client';

import dynamic from 'next/dynamic';
import { useUser } from '@/api-client/accounts';
import type { UserDto } from '@/lib/contract/accounts';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { LazyPartBoundary } from '@/components/layout/lazy-part-boundary';

// Only a legal entity's profile shows the card, so a private person's /profile does not load its
// code (README «Speed»); for a legal entity the server renders it in the first response as before.
const LegalEntityOrganizations = dynamic(() => import('./legal-entity-organizations').then((m) => m.LegalEntityOrganizations));

/**
 * «Организации» on /profile, for a legal entity (user type 3, spec §6): the organizations whose
 * fines the account loads, each with its check, plan and history, and the search to add one.
 * Nothing for a private person (switching the type shows it at once).
 */
export function OrganizationsSection({ initialUser, initial }: { initialUser: UserDto; initial?: OrganizationDto[] }) {
  const user = useUser(initialUser);
  const legal = user.data?.userType === 3;
  if (!legal) return null;
  return (
    <LazyPartBoundary name="организации">
      <LegalEntityOrganizations initial={initial} />
    </LazyPartBoundary>
  );
}
