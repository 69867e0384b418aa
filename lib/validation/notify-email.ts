import { z } from 'zod';
import { MSG_SIGNUP_EMPTY_EMAIL } from '@/lib/domain/messages';
import { emailField } from './accounts';

/** Message for a `doNotify` that is not a yes/no flag. */
export const MSG_DO_NOTIFY_INVALID = 'Укажите, присылать ли уведомления: 1 или 0';

/**
 * `POST /105/api/email`, `POST /105/api/email/edit`: where new-fine mails go and whether to send
 * them. `doNotify` arrives as `1`/`0` (the API client sends booleans so, spec §5); `true`/`false`
 * are accepted too.
 */
export const notifyEmailInput = z.object({
  email: emailField(MSG_SIGNUP_EMPTY_EMAIL),
  doNotify: z.enum(['1', '0', 'true', 'false'], { error: MSG_DO_NOTIFY_INVALID }).transform((v) => v === '1' || v === 'true'),
});

/** Parsed `notifyEmailInput`. */
export type NotifyEmailInput = z.output<typeof notifyEmailInput>;
