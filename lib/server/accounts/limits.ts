import 'server-only';
import type { RateRule } from '@/lib/server/rate-limit';

const WAIT = 'Слишком много попыток. Попробуйте позже';

/**
 * Rate limits of the account endpoints (OWASP ASVS 2.2.1). Per account and per address, so
 * neither one address nor a botnet on one account gets far; a global cap bounds enumeration.
 */
export const RATE = {
  signInPerAccount: { name: 'signin:account', limit: 10, windowSeconds: 15 * 60, message: WAIT },
  signInPerIp: { name: 'signin:ip', limit: 50, windowSeconds: 15 * 60, message: WAIT },
  mailPerEmail: {
    name: 'mail:email',
    limit: 3,
    windowSeconds: 15 * 60,
    message: 'Письмо уже отправлено. Повторить можно через несколько минут',
  },
  mailPerIp: { name: 'mail:ip', limit: 20, windowSeconds: 60 * 60, message: WAIT },
  existsPerIp: { name: 'exists:ip', limit: 20, windowSeconds: 15 * 60, message: WAIT },
  existsGlobal: { name: 'exists:all', limit: 600, windowSeconds: 60, message: WAIT },
  newUserPerIp: { name: 'newuser:ip', limit: 100, windowSeconds: 60 * 60, message: WAIT },
  // Registration and e-mail change mail a confirmation to any address: an account and an address
  // can claim only a few, so neither becomes a way to spray mail or probe addresses.
  claimPerAccount: { name: 'claim:account', limit: 5, windowSeconds: 60 * 60, message: WAIT },
  claimPerIp: { name: 'claim:ip', limit: 20, windowSeconds: 60 * 60, message: WAIT },
  // Following a confirmation link may ask for a password: bounded like a sign-in.
  confirmPerIp: { name: 'confirm:ip', limit: 50, windowSeconds: 15 * 60, message: WAIT },
} satisfies Record<string, RateRule>;
