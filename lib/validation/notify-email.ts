import * as z from 'zod/mini';
import { signupEmailField } from './accounts';
import { MAILED_TOKEN_SHAPE } from '@/lib/auth/mailed-token';

/** Message for a `doNotify` that is not a yes/no flag. */
export const MSG_DO_NOTIFY_INVALID = 'Укажите, присылать ли уведомления: 1 или 0';

/**
 * `POST /105/api/email`, `POST /105/api/email/edit`: where new-fine mails go and whether to send
 * them. `doNotify` arrives as `1`/`0` (the API client sends booleans so, spec §5); `true`/`false`
 * are accepted too.
 */
export const notifyEmailInput = z.object({
  email: signupEmailField(),
  doNotify: z.pipe(
    z.enum(['1', '0', 'true', 'false'], { error: MSG_DO_NOTIFY_INVALID }),
    z.transform((v) => v === '1' || v === 'true'),
  ),
});

/** Parsed `notifyEmailInput`. */
export type NotifyEmailInput = z.output<typeof notifyEmailInput>;

/** Message for a missing or malformed link token (confirmation, unsubscribe). */
export const MSG_EMAIL_TOKEN_MISSING = 'Ссылка неполная: откройте её из письма целиком';

/**
 * The token of a mailed link (`POST /105/api/email/confirm` body, `POST /105/api/email/unsubscribe`
 * query): base64url, as the server issues them.
 */
export const emailTokenInput = z.object({
  token: z.string({ error: MSG_EMAIL_TOKEN_MISSING }).check(z.trim(), z.regex(MAILED_TOKEN_SHAPE, MSG_EMAIL_TOKEN_MISSING)),
});

/** The profile's notification address form: the address alone (the switch is saved by itself). */
export const notifyEmailForm = z.pick(notifyEmailInput, { email: true });
