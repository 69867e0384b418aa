/**
 * What a lookup by УИН may tell someone who only knows the number (spec §7 opens it to anyone):
 * enough for the payer to recognise their charge, not a stranger's full name or document numbers
 * (personal data, 152-ФЗ art. 7: not disclosed without the person's consent).
 */

/** A person's names masked: the surname's first letter, then `***`; initials for the first name and patronymic. */
export function maskPersonNames<T extends { surname: string | null; name: string | null; patronymic: string | null }>(
  person: T,
): T {
  const initial = (word: string | null) => (word ? `${Array.from(word)[0]!.toUpperCase()}.` : null);
  return {
    ...person,
    surname: person.surname ? `${Array.from(person.surname)[0]!.toUpperCase()}***` : null,
    name: initial(person.name),
    patronymic: initial(person.patronymic),
  };
}

/** A document number (СТС, ВУ) with all but its last 4 characters hidden: `•••••• 4114`; null stays null. */
export function maskDocumentNumber(value: string | null): string | null {
  if (!value) return value;
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 4 ? '••••' : `${'•'.repeat(compact.length - 4)} ${compact.slice(-4)}`;
}
