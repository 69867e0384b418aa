import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { credentials, extensionHandovers, users } from '@/lib/server/db/schema';
import { AppError, badInput } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import type { AuthUser } from '@/lib/server/accounts/authenticate';
import { issueCredential, type SignInResult } from '@/lib/server/accounts/credentials';
import { HANDOVER_TTL_SECONDS, type HandoverDto } from '@/lib/contract/extension';
import type { ExchangeInput, HandoverInput } from '@/lib/validation/extension';
import { allowedExtensionIds, allowedExtensionOrigin } from './origin';
import { HANDOVER_RATE } from './limits';

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const digest = (token: string) => sha256(token).toString('hex');
/** RFC 7636 §4.2 S256: base64url(SHA-256(ASCII(verifier))). */
const s256 = (verifier: string) => sha256(verifier).toString('base64url');

/**
 * `POST /105/api/extension/handover`: the signed-in site asks for a one-time token that hands a
 * sign-in to the extension `extensionId`, bound to that extension and to its PKCE `challenge`.
 * Only a sign-in of the site (platform `web`) may ask. Returns the token in clear — the only time
 * it leaves the server; never log it.
 * @throws AppError 400 for an extension not in `EXTENSION_IDS`, 403 `handover_refused` when the
 * caller's sign-in is not the site's, 429 over the per-account limit.
 */
export async function issueHandover(db: Db, user: AuthUser, input: HandoverInput): Promise<HandoverDto> {
  if (!allowedExtensionIds().includes(input.extensionId)) {
    const message = 'Это расширение не опознано. Установите расширение «Штрафы» и откройте ссылку из него';
    throw badInput(message, { extensionId: message });
  }
  const [caller] = await db
    .select({ platform: credentials.platform })
    .from(credentials)
    .where(eq(credentials.id, user.credentialId))
    .limit(1);
  if (caller?.platform !== 'web') {
    throw new AppError('handover_refused', 'Подключить расширение можно только со страницы сайта');
  }
  await hitRateLimit(db, HANDOVER_RATE.issuePerAccount, String(user.userId));
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Spent and expired hand-overs of this account are of no further use: keep the table small.
    await tx
      .delete(extensionHandovers)
      .where(and(eq(extensionHandovers.userId, user.userId), lt(extensionHandovers.expiresAt, sql`now()`)));
    await tx.insert(extensionHandovers).values({
      userId: user.userId,
      issuerCredentialId: user.credentialId,
      extensionId: input.extensionId,
      challenge: input.challenge,
      tokenHash: digest(token),
      expiresAt: sql`now() + make_interval(secs => ${HANDOVER_TTL_SECONDS})`,
    });
  });
  return { token, expiresIn: HANDOVER_TTL_SECONDS };
}

/**
 * `POST /105/api/extension/exchange`: the extension trades a hand-over token and its PKCE
 * verifier for a sign-in of its own (platform `chromeExtension`: a fresh salt, never the site's),
 * through the same credential machinery as every sign-in (sealed salt, the cap on live sign-ins).
 * The request must come from the extension the token was issued for (`Origin:
 * chrome-extension://<id>`, which web pages cannot send); the token must be unused, unexpired,
 * match the verifier, and the site's sign-in that asked for it must still be live. Using it is
 * atomic: two concurrent exchanges cannot both succeed.
 * @throws AppError 403 `handover_refused` from any other origin, 401 `bad_token` for a forged,
 * used, expired or mismatched token, 429 over the per-address limit.
 */
export async function exchangeHandover(db: Db, input: ExchangeInput, origin: string | null, ip: string): Promise<SignInResult> {
  const extensionId = allowedExtensionOrigin(origin);
  if (!extensionId) {
    throw new AppError('handover_refused', 'Код подключения принимает только расширение «Штрафы»');
  }
  await hitRateLimit(db, HANDOVER_RATE.exchangePerIp, ip);
  return db.transaction(async (tx) => {
    const [handover] = await tx
      .update(extensionHandovers)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(extensionHandovers.tokenHash, digest(input.token)),
          eq(extensionHandovers.challenge, s256(input.verifier)),
          eq(extensionHandovers.extensionId, extensionId),
          isNull(extensionHandovers.usedAt),
          gt(extensionHandovers.expiresAt, sql`now()`),
          sql`exists (select 1 from ${credentials} where ${credentials.id} = ${extensionHandovers.issuerCredentialId}
                and ${credentials.revokedAt} is null and ${credentials.expiresAt} > now())`,
        ),
      )
      .returning({ userId: extensionHandovers.userId });
    if (!handover) {
      throw new AppError('bad_token', 'Код подключения устарел или уже использован. Подключите расширение ещё раз');
    }
    const [account] = await tx.select({ type: users.type }).from(users).where(eq(users.id, handover.userId)).limit(1);
    const salt = await issueCredential(tx, handover.userId, 'chromeExtension');
    return { userId: handover.userId, salt, userType: account?.type === 3 ? 3 : 1 };
  });
}
