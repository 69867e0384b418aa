'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { userQuery } from '@/api-client/accounts';
import { notifyAuthChanged } from '@/api-client/auth-events';
import { readAuthRecord, saveAuth } from '@/api-client/auth-storage';
import { reloadTo } from '@/api-client/navigation';
import { useStoredUserId } from '@/api-client/use-stored-auth';
import type { AuthTriple } from '@/lib/auth/cookie';
import { LINK_SIGN_IN_FORM_ACTION, LINK_SIGN_IN_PATH } from '@/lib/auth/proxy-paths';
import { toast } from '@/components/ui/toasts';

/** A verified sign-in from the link, with its account's e-mail (null: an anonymous account). */
export interface LinkLogin extends AuthTriple {
  email: string | null;
}

type Step = 'signing-in' | 'ask' | 'invalid';

const ANONYMOUS = 'анонимный пользователь';
const noSubscription = () => () => {};

/**
 * Finishes a sign-in link in the browser. The address loses the triple at once
 * (history.replaceState to the bare link page). A link the server refused is said so and
 * nothing is saved. Otherwise the person is asked «Войти как …?» first — a link can come from
 * anyone, and a silent sign-in into a stranger's account would hand them what the person adds
 * next — unless this browser is signed in to that very account already. «Войти как …» saves the
 * sign-in (localStorage, and the HttpOnly cookie through the server) and loads the page; without
 * scripts the same button posts the form to LINK_SIGN_IN_FORM_ACTION, which sets the cookies.
 * `warning`: shown above the question (this browser's account has no e-mail and would be left).
 */
export function LinkSignIn({ login, next, warning }: { login: LinkLogin | null; next: string; warning?: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const storedUserId = useStoredUserId();
  const conflict = login !== null && storedUserId !== null && storedUserId !== login.userId;
  const same = login !== null && storedUserId === login.userId;
  const [pending, setPending] = useState(false);
  const step: Step = !login ? 'invalid' : pending || (hydrated && same) ? 'signing-in' : 'ask';
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const current = useQuery({ ...userQuery(), enabled: hydrated && conflict, retry: false });

  // The triple leaves the address at once; the address names the next page only once it is there.
  useEffect(() => {
    window.history.replaceState(null, '', LINK_SIGN_IN_PATH);
  }, []);

  // A link into the account this browser is signed in to already asks nothing.
  useEffect(() => {
    if (!login || !hydrated || !same || started.current) return;
    started.current = true;
    void signIn(login, next);
  }, [login, next, hydrated, same]);

  useEffect(() => {
    if (step !== 'signing-in') heading.current?.focus();
  }, [step]);

  if (step === 'invalid' || !login) {
    return (
      <div className="card empty">
        <h1 ref={heading} tabIndex={-1}>
          Ссылка для входа недействительна
        </h1>
        <p className="muted">Возможно, она устарела или в ней ошибка. Войдите по паролю или запросите новую ссылку.</p>
        <p>
          <Link href="/login" className="button">
            Войти
          </Link>
        </p>
      </div>
    );
  }
  if (step === 'signing-in') {
    return (
      <div className="card empty" aria-busy="true">
        <h1>Входим…</h1>
      </div>
    );
  }
  const who = login.email ?? ANONYMOUS;
  const now = current.data?.email ?? (current.data ? ANONYMOUS : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!login || started.current) return;
    started.current = true;
    setPending(true);
    signIn(login, next).catch(() => {
      started.current = false;
      setPending(false);
      toast.error('Не удалось войти. Проверьте соединение и попробуйте ещё раз');
    });
  }

  return (
    <div className="card">
      <h1 ref={heading} tabIndex={-1}>
        Войти как {who}?
      </h1>
      {warning}
      {conflict ? (
        <p>
          В этом браузере уже выполнен вход{now ? ` как ${now}` : ' в другой аккаунт'}. Ссылка открывает другой аккаунт: {who}.
        </p>
      ) : (
        <p>
          Ссылка открывает {login.email ? `аккаунт ${login.email}` : 'аккаунт без e-mail'}. Входите, только если это ваш аккаунт
          или вам его доверили: всё, что вы в нём добавите — документы, адрес для уведомлений, платежи, — увидит его владелец.
        </p>
      )}
      <form method="post" action={LINK_SIGN_IN_FORM_ACTION} onSubmit={submit}>
        <input type="hidden" name="userId" value={login.userId} />
        <input type="hidden" name="rand" value={login.rand} />
        <input type="hidden" name="session" value={login.session} />
        <input type="hidden" name="next" value={next} />
        <div className="button-row">
          <button type="submit" className="button">
            Войти как {who}
          </button>
          <a href={conflict ? next : '/'} className="button button--secondary">
            {conflict ? 'Остаться' : 'Не входить'}
          </a>
        </div>
      </form>
    </div>
  );
}

async function signIn(login: LinkLogin, next: string): Promise<void> {
  const { clientId } = readAuthRecord();
  await saveAuth({ ...(clientId ? { clientId } : {}), userId: login.userId, rand: login.rand, session: login.session });
  notifyAuthChanged();
  reloadTo(next);
}
