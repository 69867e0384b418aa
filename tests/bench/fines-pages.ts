/**
 * The fines list URLs the bench drives, in one place so they follow the list API as it changes
 * (docs/api.md «Lists»). `GET /105/api/fines` answers one page and `nextCursor` (pass it back as
 * `cursor`); an answer without `nextCursor` is the whole list, which has no later page.
 */
export interface FinesPageUrls {
  /** The first page, as a list opens. */
  first: string;
  /** A page a few pages in (the third when the list has one), or null when the list is one page. */
  later: string | null;
}

/** Pages to follow for the "later page" target: deep enough that the cursor is not the first one. */
const LATER_PAGE = 3;

/**
 * Reads the list as a client would, following `nextCursor` up to the third page.
 * @throws Error when the API answers an error.
 */
export async function finesPageUrls(base: string, authQuery: string): Promise<FinesPageUrls> {
  const first = `${base}/105/api/fines?${authQuery}`;
  let later: string | null = null;
  let url = first;
  for (let page = 1; page < LATER_PAGE; page++) {
    const answer = (await (await fetch(url)).json()) as { status: string; nextCursor?: string | null };
    if (answer.status !== 'ok') throw new Error(`GET /105/api/fines answered ${answer.status}`);
    if (!answer.nextCursor) break;
    url = `${first}&cursor=${encodeURIComponent(answer.nextCursor)}`;
    later = url;
  }
  return { first, later };
}
