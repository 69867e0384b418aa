import Link from 'next/link';
import { MSG_UNSAVED_ACCOUNT } from '@/lib/domain/unsaved-account';
import { Notice } from '@/components/ui/notice';

/**
 * The warning on /login, /login/link and /link-sign-in when this browser's account has no e-mail (the server read
 * it from the auth cookie, so it shows without JavaScript too), as «Выйти» on /profile warns.
 */
export function UnsavedAccountNotice() {
  return (
    <Notice tone="warning">
      <p>
        {MSG_UNSAVED_ACCOUNT} Чтобы сохранить его, сначала <Link href="/login?tab=register">зарегистрируйтесь</Link>.
      </p>
    </Notice>
  );
}
