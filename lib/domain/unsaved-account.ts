/**
 * Said on /login, /login/link and /link-sign-in when this browser's account has no e-mail: signing in to another
 * account leaves it for good (nothing signs in to it again), as «Выйти» on /profile warns.
 */
export const MSG_UNSAVED_ACCOUNT =
  'В этом браузере открыт аккаунт без e-mail. После входа в другой аккаунт вернуться к нему будет нельзя: его документы, штрафы и платежи останутся в нём.';
