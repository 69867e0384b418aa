/**
 * What a lookup by УИН may tell someone who only knows the number (spec §7 opens it to anyone):
 * enough for the payer to recognise their charge, not a stranger's full name or document numbers
 * (personal data, 152-ФЗ art. 7: not disclosed without the person's consent).
 */

/** A person's names masked: the surname's first letter, then `***`; initials for the first name and patronymic. */
export function maskPersonNames<T extends { surname: string | null; name: string | null; patronymic: string | null }>(
  person: T,
): T {
  // The first letter as a whole code point, upper-cased, then `mark`.
  const first = (word: string | null, mark: string) => (word ? `${Array.from(word)[0]!.toUpperCase()}${mark}` : null);
  return {
    ...person,
    surname: first(person.surname, '***'),
    name: first(person.name, '.'),
    patronymic: first(person.patronymic, '.'),
  };
}

/** A document number (СТС, ВУ) with all but its last 4 characters hidden: `•••••• 4114`; null stays null. */
export function maskDocumentNumber(value: string | null): string | null {
  if (!value) return value;
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 4 ? '••••' : `${'•'.repeat(compact.length - 4)} ${compact.slice(-4)}`;
}
