import * as z from 'zod/mini';
import { missingFieldMessage } from '@/lib/domain/messages';
import { optional, text } from './common';

const name = (field: string) =>
  text(missingFieldMessage(field)).check(
    z.trim(),
    z.minLength(1, missingFieldMessage(field)),
    z.maxLength(100, `Поле ${field} — не длиннее 100 символов`),
    z.regex(/^[a-z0-9_/.-]+$/i, `Поле ${field}: латинские буквы, цифры и / . _ -`),
  );

/** `POST /105/api/track`: a screen view (`kind=screen`, e.g. `signup/fos`) or a goal (`kind=goal`). */
export const trackInput = z.object({
  kind: z.enum(['screen', 'goal'], { error: missingFieldMessage('kind') }),
  name: name('name'),
  clientId: optional(z.uuid({ error: 'Неверный clientId' })),
});
