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
 * The list to show: the cached one once it was fetched after this view mounted (`mountedAt`,
 * epoch ms of the browser's clock, like `cachedAt`), else the server-rendered one — a client-side
 * visit may find an older list in the cache, which must not speak for a check that started since.
 */
export function newerList(
  rendered: FinesListDto | undefined,
  cached: FinesListDto | undefined,
  cachedAt: number,
  mountedAt: number,
): FinesListDto | undefined {
  if (!rendered || !cached) return cached ?? rendered;
  return cachedAt >= mountedAt ? cached : rendered;
}
