import * as z from 'zod/mini';
import { text } from './common';
import { CHALLENGE_PATTERN, EXTENSION_ID_PATTERN, VERIFIER_PATTERN } from '@/lib/contract/extension';

const MSG_BAD_LINK = 'Ссылка для подключения расширения неверна. Откройте её из расширения ещё раз';

/** `POST /105/api/extension/handover`: which extension, and the S256 challenge it sent to the site. */
export const handoverInput = z.object({
  extensionId: text(MSG_BAD_LINK).check(z.regex(EXTENSION_ID_PATTERN, MSG_BAD_LINK)),
  challenge: text(MSG_BAD_LINK).check(z.regex(CHALLENGE_PATTERN, MSG_BAD_LINK)),
});

/** Parsed `handoverInput`. */
export type HandoverInput = z.output<typeof handoverInput>;

const MSG_BAD_TOKEN = 'Код подключения неверен';

/** `POST /105/api/extension/exchange`: the one-time token and the verifier behind the challenge. */
export const exchangeInput = z.object({
  token: text(MSG_BAD_TOKEN).check(z.regex(/^[A-Za-z0-9_-]{43}$/, MSG_BAD_TOKEN)),
  verifier: text(MSG_BAD_TOKEN).check(z.regex(VERIFIER_PATTERN, MSG_BAD_TOKEN)),
});

/** Parsed `exchangeInput`. */
export type ExchangeInput = z.output<typeof exchangeInput>;
