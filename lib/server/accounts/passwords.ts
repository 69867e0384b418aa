import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's minimum (19 MiB memory, 2 passes, 1 lane): memory-hard, ~30 ms here.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC-format Argon2id hash of the password (salt included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the hash; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the account does not exist, so a wrong e-mail costs the
// same time as a wrong password and timing does not reveal which accounts exist.
let dummy: Promise<string> | undefined;
/** Spends the time of one verification without an account. */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('shtrafy-dummy-password');
  await verifyPassword(await dummy, password);
}
