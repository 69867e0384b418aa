import 'server-only';
import type { FileOwner } from './details-queries';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '@/lib/server/crypto/app-secret';
import { notFound } from '@/lib/server/errors';
import type { RegistryFileKey } from '@/lib/server/adapters/registry/types';

/**
 * Links to a charge's files (camera photos, the copy of its document) that an `<img>` or a new tab
 * can open without the session in the address: `/105/api/file?charge=…&file=…&expires=…&sig=…`.
 * The signature (HMAC-SHA256 under a key derived from the app secret) binds the owner, the charge,
 * the file and the expiry, so a link cannot be guessed or turned to another person's charge; the
 * file route checks it against the charge's owner in the database before serving anything.
 */

/** How long a link stays valid at least, seconds. */
export const FILE_LINK_SECONDS = 6 * 3600;
/** Expiries are rounded up to this step, so a page rendered twice within it gives the same links (browser cache). */
const EXPIRY_STEP_SECONDS = 3600;

const MSG_BAD_LINK = 'Ссылка на файл устарела или неверна. Откройте штраф заново';

/** `photo-0`, `photo-1`, … or `document`. */
export function fileParam(key: RegistryFileKey): string {
  return key === 'document' ? 'document' : `photo-${key.photo}`;
}

function parseFileParam(value: string): RegistryFileKey | null {
  if (value === 'document') return 'document';
  const m = /^photo-(\d{1,2})$/.exec(value);
  return m ? { photo: Number(m[1]) } : null;
}

/** The owner as a link's signature names it: a user by id (as links always did), an organization as `org:ID`. */
function ownerText(owner: FileOwner): string {
  return owner.kind === 'user' ? String(owner.userId) : `org:${owner.organizationId}`;
}

function signature(owner: FileOwner, chargeId: number, file: string, expires: number): string {
  const key = createHmac('sha256', appSecret()).update('charge-file-links').digest();
  return createHmac('sha256', key)
    .update(`${ownerText(owner)}.${chargeId}.${file}.${expires}`)
    .digest('base64url');
}

/** A relative link to `key` of the owner's charge, valid FILE_LINK_SECONDS or a little longer from `now`. */
export function signedFileUrl(owner: FileOwner, chargeId: number, key: RegistryFileKey, now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000) + FILE_LINK_SECONDS;
  const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const file = fileParam(key);
  const query = new URLSearchParams({ charge: String(chargeId), file, expires: String(expires) });
  query.set('sig', signature(owner, chargeId, file, expires));
  return `/105/api/file?${query.toString()}`;
}

/** What a file link asks for, once its shape is read (the signature is checked against the owner later). */
export interface FileLink {
  chargeId: number;
  key: RegistryFileKey;
  expires: number;
  file: string;
  sig: string;
}

/** Reads a file link's query. @throws AppError 404 when it is malformed or expired. */
export function readFileLink(query: URLSearchParams, now: Date = new Date()): FileLink {
  const chargeId = Number(query.get('charge'));
  const file = query.get('file') ?? '';
  const expires = Number(query.get('expires'));
  const sig = query.get('sig') ?? '';
  const key = parseFileParam(file);
  if (!Number.isSafeInteger(chargeId) || chargeId <= 0 || !key || !Number.isSafeInteger(expires) || !sig) {
    throw notFound(MSG_BAD_LINK);
  }
  if (expires * 1000 < now.getTime()) throw notFound(MSG_BAD_LINK);
  return { chargeId, key, expires, file, sig };
}

/** Checks the link's signature for the charge's `owner`. @throws AppError 404 when it does not match. */
export function verifyFileLink(link: FileLink, owner: FileOwner): void {
  const expected = Buffer.from(signature(owner, link.chargeId, link.file, link.expires));
  const given = Buffer.from(link.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound(MSG_BAD_LINK);
}
