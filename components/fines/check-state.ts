import type { ChargesPageDto, DocumentCheckDto } from '@/lib/contract/fines';

/**
 * True when no document's lookup is pending in this list. The server computes the states before
 * it reads the charges, so a list whose every state is final holds every finished lookup's results:
 * only such a list may say the check is complete.
 */
export function isCheckComplete(documents: readonly Pick<DocumentCheckDto, 'state'>[]): boolean {
  return documents.every((d) => d.state !== 'pending');
}

/**
 * True when every page shown was read after every lookup had finished: each page carries the
 * states read before its rows, and a page read while a lookup ran may lack its results.
 */
export function arePagesComplete(pages: readonly Pick<ChargesPageDto, 'documents'>[]): boolean {
  return pages.length > 0 && pages.every((page) => isCheckComplete(page.documents));
}

/** True when a preload answer knows something the list does not show yet (a state changed, a document came or went). */
export function isListBehind(shown: readonly DocumentCheckDto[], checked: readonly DocumentCheckDto[]): boolean {
  if (shown.length !== checked.length) return true;
  return checked.some((doc) => {
    const known = shown.find((d) => d.id === doc.id);
    return !known || known.state !== doc.state || known.checkedAt !== doc.checkedAt || known.checkError !== doc.checkError;
  });
}
