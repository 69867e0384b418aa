import 'server-only';
import type { RateRule } from '@/lib/server/rate-limit';

const WAIT = 'Слишком много попыток. Попробуйте {wait}';
const SLOW_DOWN = 'Слишком много запросов. Попробуйте {wait}';

/**
 * Rate limits of the public endpoints (OWASP ASVS 2.2.1). Addresses come from `clientIp`, which a
 * client cannot choose. Password guessing is limited per address, per account-and-address pair
 * and, more slowly, per account: guesses from one other address never lock the owner out of
 * theirs; guesses from many can spend the account's hourly total, and then the mailed link, which
 * has its own per-address budget, still signs the owner in. A global cap is
 * always checked after the per-address one, so one client never spends the global budget.
 */
export const RATE = {
  signInPerIp: { name: 'signin:ip', limit: 50, windowSeconds: 15 * 60, message: WAIT },
  /** Password change and similar checks of one signed-in account (`user:<id>`). */
  signInPerAccount: { name: 'signin:account', limit: 10, windowSeconds: 15 * 60, message: WAIT },
  /** Password sign-in to one account from one address (`<email>|<address>`). */
  signInPerAccountAndIp: { name: 'signin:account-ip', limit: 10, windowSeconds: 15 * 60, message: WAIT },
  /**
   * Password sign-in to one account from anywhere: bounds a guessing botnet. Guessers at ten
   * addresses can spend it for the owner too, so the refusal points to the mailed link, which has
   * its own budget (the message is the same for any e-mail, so it tells nothing about accounts).
   */
  signInPerAccountTotal: {
    name: 'signin:account-all',
    limit: 100,
    windowSeconds: 60 * 60,
    message: 'Слишком много попыток войти в этот аккаунт по паролю. Войдите по ссылке из письма или попробуйте {wait}',
  },
  /** Sign-in by a mailed link, per address (tokens are 256-bit: this only bounds load). */
  signInLinkPerIp: { name: 'signin-link:ip', limit: 50, windowSeconds: 15 * 60, message: WAIT },
  mailPerEmail: {
    name: 'mail:email',
    limit: 3,
    windowSeconds: 15 * 60,
    // Said to whoever asks next, who may not be who asked before (another person typed this address).
    message: 'На этот адрес недавно отправлено несколько писем. Следующее можно отправить {wait}',
  },
  mailPerIp: { name: 'mail:ip', limit: 20, windowSeconds: 60 * 60, message: WAIT },
  existsPerIp: { name: 'exists:ip', limit: 20, windowSeconds: 15 * 60, message: WAIT },
  existsGlobal: { name: 'exists:all', limit: 600, windowSeconds: 60, message: WAIT },
  newUserPerIp: { name: 'newuser:ip', limit: 100, windowSeconds: 60 * 60, message: WAIT },
  /** One install (clientId) creates its anonymous user once; a few more allow a reset, not a farm. */
  newUserPerClient: { name: 'newuser:client', limit: 20, windowSeconds: 24 * 60 * 60, message: WAIT },
  /** New installs per address (`GET client`). */
  clientPerIp: { name: 'client:ip', limit: 100, windowSeconds: 60 * 60, message: SLOW_DOWN },
  /** Screen views and goals per address (`POST track`): bounds how fast one address fills the table. */
  trackPerIp: { name: 'track:ip', limit: 1200, windowSeconds: 10 * 60, message: SLOW_DOWN },
  // Registration and e-mail change mail a confirmation to any address: an account and an address
  // can claim only a few, so neither becomes a way to spray mail or probe addresses.
  claimPerAccount: { name: 'claim:account', limit: 5, windowSeconds: 60 * 60, message: WAIT },
  claimPerIp: { name: 'claim:ip', limit: 20, windowSeconds: 60 * 60, message: WAIT },
  // Following a confirmation link may ask for a password: bounded like a sign-in.
  confirmPerIp: { name: 'confirm:ip', limit: 50, windowSeconds: 15 * 60, message: WAIT },
} satisfies Record<string, RateRule>;
