import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isIsoDate } from '@/lib/domain/dates';
import { MSG_BAD_CURSOR } from '@/lib/validation/charge-list';
import { appSecret } from '@/lib/server/crypto/app-secret';
import { badInput } from '@/lib/server/errors';
import { scopeKey, type OwnerScope } from '@/lib/server/owner-scope';

/**
 * Where a list page ends: the keyset of its last row in the list's order — bill date, then id,
 * both descending (`billDate`), or, for a fleet sorted by amount, amount then id (`amountKopeks`).
 * The next page starts strictly after it, so rows added meanwhile never shift it.
 */
export type ListPosition = { billDate: string; id: number } | { amountKopeks: number; id: number };

/** The cursor format of each order: `c1` by date (as before sorting existed), `c2` by amount. */
const VERSION = 'c1';
const VERSION_BY_AMOUNT = 'c2';
/** 128 bits of HMAC-SHA-256: forging one is as hard as guessing a random 128-bit value. */
const MAC_BYTES = 16;

let key: Buffer | undefined;
/** A key of its own for cursors, derived from APP_SECRET (rotating it voids open cursors only). */
function cursorKey(): Buffer {
  key ??= createHash('sha256').update('shtrafy:list-cursor:v1').update(appSecret()).digest();
  return key;
}

function mac(version: string, scope: OwnerScope, filterKey: string, body: string): Buffer {
  return createHmac('sha256', cursorKey())
    .update(`${version}\n${scopeKey(scope)}\n${filterKey}\n${body}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * The opaque cursor after `position` for this owner and these filters (`filterKey`, see
 * list-filter.ts): base64url of the position and an HMAC over it, the owner and the filters.
 */
export function encodeCursor(scope: OwnerScope, filterKey: string, position: ListPosition): string {
  const [version, body] =
    'billDate' in position
      ? [VERSION, `${position.billDate}.${position.id}`]
      : [VERSION_BY_AMOUNT, `${position.amountKopeks}.${position.id}`];
  return Buffer.from(`${version}.${body}.${mac(version, scope, filterKey, body).toString('base64url')}`).toString('base64url');
}

/**
 * The position a cursor stands for, if this server made it for this owner and these filters.
 * A cursor of another owner, of another list, changed by hand or made before APP_SECRET changed
 * is refused the same way, so a refusal tells nothing about other people's lists.
 * @throws AppError 400 `invalid_input` with `fields.cursor`.
 */
export function decodeCursor(scope: OwnerScope, filterKey: string, cursor: string): ListPosition {
  const refused = () => badInput(MSG_BAD_CURSOR, { cursor: MSG_BAD_CURSOR });
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const version = parts[0];
  if (parts.length !== 4 || (version !== VERSION && version !== VERSION_BY_AMOUNT)) throw refused();
  const [, key = '', idText = '', macText = ''] = parts;
  const given = Buffer.from(macText, 'base64url');
  const expected = mac(version, scope, filterKey, `${key}.${idText}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  const id = Number(idText);
  // Only this server writes cursors, so these hold; they are checked all the same.
  if (!/^\d{1,15}$/.test(idText) || !Number.isSafeInteger(id)) throw refused();
  if (version === VERSION) {
    if (!isIsoDate(key)) throw refused();
    return { billDate: key, id };
  }
  if (!/^\d{1,15}$/.test(key)) throw refused();
  return { amountKopeks: Number(key), id };
}
