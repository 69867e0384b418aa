import * as z from 'zod/mini';
import { DOCUMENT_FILTER_NAMES, type DocumentFilterName } from '@/lib/domain/document-kinds';
import { CHARGE_LIST_TABS, type ChargeListTab } from '@/lib/domain/fine-status';
import { CHARGE_PAGE_SIZE, type ChargeListAddress } from '@/lib/domain/charge-list-address';
import { idParam, isoDateField, optional, text } from './common';

/** The largest `limit` a list request may ask for. */
export const CHARGE_PAGE_MAX = 100;
/** Longest cursor accepted: ours are about 60 characters. */
const CURSOR_MAX_LENGTH = 200;

/** Message for a cursor that is not ours, was made for another list or owner, or was changed. */
export const MSG_BAD_CURSOR = 'Ссылка на страницу списка устарела или повреждена. Откройте список сначала';

const tab = z.enum(CHARGE_LIST_TABS, { error: 'Неизвестная вкладка списка: unpaid, paid или orders' });
const show = z.enum(['all', ...DOCUMENT_FILTER_NAMES], { error: 'Неизвестный тип документа: sts, dl или inn' });
const kind = z.enum(['fine', 'tax'], { error: 'Неизвестный вид начислений: fine или tax' });
const cursor = text(MSG_BAD_CURSOR).check(z.maxLength(CURSOR_MAX_LENGTH, MSG_BAD_CURSOR));

const MSG_LIMIT = `Размер страницы — целое число от 1 до ${CHARGE_PAGE_MAX}`;
const limit = z.coerce
  .number({ error: MSG_LIMIT })
  .check(z.int(MSG_LIMIT), z.minimum(1, MSG_LIMIT), z.maximum(CHARGE_PAGE_MAX, `Размер страницы — не больше ${CHARGE_PAGE_MAX}`));

/**
 * Query of `GET /105/api/fines` (docs/api.md «Lists»): the tab, the documents (`show` a kind,
 * `document` one of them), the kind of charges, the bill date range (inclusive, `YYYY-MM-DD`), the
 * cursor of the page and its size, and whether a later page brings the summary too. Empty values
 * count as absent; anything else wrong is a 400.
 */
export const chargeListQuery = z
  .object({
    tab: z.pipe(
      optional(tab),
      z.transform((v: ChargeListTab | undefined) => v ?? 'unpaid'),
    ),
    show: z.pipe(
      optional(show),
      z.transform((v: 'all' | DocumentFilterName | undefined) => v ?? 'all'),
    ),
    document: optional(idParam),
    kind: optional(kind),
    from: optional(isoDateField),
    to: optional(isoDateField),
    cursor: optional(cursor),
    limit: z.pipe(
      optional(limit),
      z.transform((v: number | undefined) => v ?? CHARGE_PAGE_SIZE),
    ),
    /** `1`: add the counts and totals to a later page too (the first page always has them). */
    summary: z.pipe(
      optional(z.enum(['0', '1'], { error: 'summary — 0 или 1' })),
      z.transform((v: '0' | '1' | undefined) => v === '1'),
    ),
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Начало периода позже его конца', path: ['from'] }));

/** A parsed list query. */
export type ChargeListQuery = z.output<typeof chargeListQuery>;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * Reads a page's address leniently: an address is typed by people, so anything unknown falls back
 * to the default (every document, the unpaid tab, the first page) instead of an error page. A
 * `document` counts only with a `show` kind.
 */
export function parseListAddress(params: Params): ChargeListAddress {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  const chosen = show.safeParse(get('show'));
  const kindName = chosen.success ? chosen.data : 'all';
  const id = idParam.safeParse(get('document'));
  return {
    show: kindName,
    document: kindName !== 'all' && id.success ? id.data : null,
    tab: tab.safeParse(get('tab')).data ?? 'unpaid',
    cursor: cursor.check(z.minLength(1)).safeParse(get('cursor')).data ?? null,
  };
}
