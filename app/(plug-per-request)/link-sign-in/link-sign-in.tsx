'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { userQuery } from '@/api-client/accounts';
import { notifyAuthChanged } from '@/api-client/auth-events';
import { readAuthRecord, saveAuth } from '@/api-client/auth-storage';
import { reloadTo } from '@/api-client/navigation';
import { useStoredUserId } from '@/api-client/use-stored-auth';
import type { AuthTriple } from '@/lib/auth/cookie';
import { LINK_SIGN_IN_PATH } from '@/lib/auth/proxy-paths';

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
 * nothing is saved. When this browser is signed in to another account, the person chooses:
 * switch to the link's account or stay; otherwise the link's sign-in is saved (localStorage, and
 * the HttpOnly cookie through the server) and that page is loaded.
 */
export function LinkSignIn({ login, next }: { login: LinkLogin | null; next: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const storedUserId = useStoredUserId();
  const conflict = login !== null && storedUserId !== null && storedUserId !== login.userId;
  const step: Step = !login ? 'invalid' : hydrated && conflict ? 'ask' : 'signing-in';
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const current = useQuery({ ...userQuery(), enabled: step === 'ask', retry: false });

  // The triple leaves the address at once; the address names the next page only once it is there.
  useEffect(() => {
    window.history.replaceState(null, '', LINK_SIGN_IN_PATH);
  }, []);

  useEffect(() => {
    if (!login || !hydrated || conflict || started.current) return;
    started.current = true;
    void signIn(login, next);
  }, [login, next, hydrated, conflict]);

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
  return (
    <div className="card">
      <h1 ref={heading} tabIndex={-1}>
        Войти как {who}?
      </h1>
      <p>
        В этом браузере уже выполнен вход{now ? ` как ${now}` : ' в другой аккаунт'}. Ссылка открывает другой аккаунт: {who}.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void signIn(login, next)}>
          Войти как {who}
        </button>
        <button type="button" className="button button--secondary" onClick={() => reloadTo(next)}>
          Остаться
        </button>
      </div>
    </div>
  );
}

async function signIn(login: LinkLogin, next: string): Promise<void> {
  const { clientId } = readAuthRecord();
  await saveAuth({ ...(clientId ? { clientId } : {}), userId: login.userId, rand: login.rand, session: login.session });
  notifyAuthChanged();
  reloadTo(next);
}
