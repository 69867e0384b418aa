import type { DocumentCheckDto, FinesListDto } from '@/lib/contract/fines';

/**
 * True when no document's lookup is pending in this list. The server computes the states before
 * it reads the charges, so a list whose every state is final holds every finished lookup's results:
 * only such a list may say the check is complete.
 */
export function isCheckComplete(documents: readonly Pick<DocumentCheckDto, 'state'>[]): boolean {
  return documents.every((d) => d.state !== 'pending');
}

/** True when a preload answer knows something the list does not show yet (a state changed, a document came or went). */
export function isListBehind(list: FinesListDto, checked: readonly DocumentCheckDto[]): boolean {
  if (list.documents.length !== checked.length) return true;
  return checked.some((doc) => {
    const known = list.documents.find((d) => d.id === doc.id);
    return !known || known.state !== doc.state || known.checkedAt !== doc.checkedAt || known.checkError !== doc.checkError;
  });
}

/**
 * The newer of the server-rendered list (`renderedAt`, epoch ms) and the cached one
 * (`cachedAt`): a client-side visit may find an older list in the cache, which must not speak
 * for a check that started since.
 */
export function newerList(
  rendered: FinesListDto | undefined,
  renderedAt: number | undefined,
  cached: FinesListDto | undefined,
  cachedAt: number,
): FinesListDto | undefined {
  if (!rendered || renderedAt === undefined) return cached ?? rendered;
  if (!cached || cached === rendered) return rendered;
  return cachedAt >= renderedAt ? cached : rendered;
}
