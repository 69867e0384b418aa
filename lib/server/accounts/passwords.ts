import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { MSG_CURRENT_PASSWORD_EMPTY, MSG_CURRENT_PASSWORD_WRONG } from '@/lib/domain/messages';
import { AppError } from '@/lib/server/errors';

// Argon2id with OWASP's minimum (19 MiB memory, 2 passes, 1 lane): memory-hard, ~30 ms here.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A PHC-format Argon2id hash of the password (salt included). The password is hashed in Unicode
 * NFC (NIST SP 800-63B §5.1.1.2): «ё» typed as one character or as «е» and a combining diaeresis,
 * as keyboards and pasted text differ, is the same password.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), OPTIONS);
}

/**
 * True when the password matches the hash; false for a malformed hash. Compared in NFC, and as
 * typed for a hash made before passwords were normalized.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normalized = password.normalize('NFC');
  return (await verifies(passwordHash, normalized)) || (normalized !== password && (await verifies(passwordHash, password)));
}

async function verifies(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Throws unless `password` is the account's current one, for an action a session alone must not
 * take (a new sign-in e-mail). The caller counts the guess first, as a password change does.
 * @throws AppError 400 `bad_password` on the field `password`: «Введите текущий пароль» when none
 * was typed, «Текущий пароль введён неверно» when it is not the account's.
 */
export async function requireCurrentPassword(passwordHash: string, password: string | undefined): Promise<void> {
  if (!password)
    throw new AppError('bad_password', MSG_CURRENT_PASSWORD_EMPTY, { fields: { password: MSG_CURRENT_PASSWORD_EMPTY } });
  if (!(await verifyPassword(passwordHash, password)))
    throw new AppError('bad_password', MSG_CURRENT_PASSWORD_WRONG, { fields: { password: MSG_CURRENT_PASSWORD_WRONG } });
}

// A fixed hash to verify against when the account does not exist, so a wrong e-mail costs the
// same time as a wrong password and timing does not reveal which accounts exist.
let dummy: Promise<string> | undefined;
/** Spends the time of one verification without an account. */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('shtrafy-dummy-password');
  await verifyPassword(await dummy, password);
}
