import type { ChargePersonDto } from '@/lib/contract/fine-details';

/** The person (surname, name, patronymic) or organization a charge is addressed to, as one line. */
export function personName(person: ChargePersonDto | null): string | null {
  if (!person) return null;
  if (person.organization) return person.organization;
  return [person.surname, person.name, person.patronymic].filter(Boolean).join(' ') || null;
}
