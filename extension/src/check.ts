import { todayInMoscow } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { isSignInEnded, type ExtensionApi } from './api';
import { clearAuth, readAuth } from './auth-record';
import { badgeFor, unpaidPhrase, type Badge } from './badge';
import { detectNew } from './new-fines';
import type { KeyValueStore } from './store';
import type { FinesSummary } from './summary';

/** The result of the last check, in `chrome.storage.local` (the popup renders it and listens for changes). */
export interface Snapshot {
  /** Whose it is: a snapshot of another sign-in is never shown. */
  userId: string;
  email: string | null;
  summary: FinesSummary | null;
  /** ISO 8601 of the last successful check. */
  checkedAt: string | null;
  /** Russian message of the last failed check, null after a success. */
  error: string | null;
  /** Unpaid keys known at the last complete check (new-fines.ts). */
  baseline: string[] | null;
}

export const SNAPSHOT_KEY = 'snapshot';
/** A message for the signed-out popup (why it is signed out), cleared at the next sign-in. */
export const NOTICE_KEY = 'notice';

/** What a check needs from the browser. */
export interface CheckDeps {
  local: KeyValueStore;
  api: Pick<ExtensionApi, 'user' | 'preload' | 'glance'>;
  setBadge: (badge: Badge) => Promise<void>;
  /** Shows a browser notification about new unpaid charges. */
  notify: (title: string, message: string) => Promise<void>;
  now?: () => Date;
}

/**
 * One check: asks the server to refresh stale documents (`preload`), reads the list and the
 * account, stores the summary, sets the badge and announces new unpaid charges. When the server
 * no longer accepts the sign-in (ended on /profile), the extension signs out. Answers the seconds
 * after which to look again while lookups are running (0 when done), or null when signed out.
 */
export async function runCheck(deps: CheckDeps): Promise<number | null> {
  const now = (deps.now ?? (() => new Date()))();
  const auth = await readAuth(deps.local);
  if (!auth) {
    await deps.setBadge(badgeFor({ signedIn: false, summary: null, failed: false }));
    return null;
  }
  const previous = await deps.local.get<Snapshot>(SNAPSHOT_KEY);
  const mine = previous?.userId === auth.userId ? previous : undefined;
  try {
    const wait = await deps.api.preload(auth);
    // The account first: a legal entity's organizations are read too (its type may have changed on /profile).
    const user = await deps.api.user(auth);
    const summary = await deps.api.glance(auth, todayInMoscow(now), user.userType === 3);
    const { fresh, baseline } = detectNew(mine?.baseline ?? null, summary);
    const snapshot: Snapshot = {
      userId: auth.userId,
      email: user.email,
      summary,
      checkedAt: now.toISOString(),
      error: null,
      baseline,
    };
    await deps.local.set(SNAPSHOT_KEY, snapshot);
    await deps.setBadge(badgeFor({ signedIn: true, summary, failed: false }));
    if (fresh.length > 0) {
      await deps.notify(
        'Новые штрафы',
        `Новых: ${unpaidPhrase(fresh.length)}. Всего к оплате ${formatRubles(summary.toPayKopeks)}`,
      );
    }
    return wait;
  } catch (error) {
    if (isSignInEnded(error)) {
      await signedOut(deps, 'Вход расширения завершён. Чтобы снова видеть штрафы, войдите через сайт.');
      return null;
    }
    const message = error instanceof Error ? error.message : 'Не удалось проверить штрафы';
    const snapshot: Snapshot = mine
      ? { ...mine, error: message }
      : { userId: auth.userId, email: null, summary: null, checkedAt: null, error: message, baseline: null };
    await deps.local.set(SNAPSHOT_KEY, snapshot);
    await deps.setBadge(badgeFor({ signedIn: true, summary: snapshot.summary, failed: true }));
    return 0;
  }
}

/** Forgets the sign-in and the last check, clears the badge and leaves `notice` for the popup. */
export async function signedOut(deps: Pick<CheckDeps, 'local' | 'setBadge'>, notice?: string): Promise<void> {
  await clearAuth(deps.local);
  await deps.local.remove(SNAPSHOT_KEY);
  if (notice) await deps.local.set(NOTICE_KEY, notice);
  else await deps.local.remove(NOTICE_KEY);
  await deps.setBadge(badgeFor({ signedIn: false, summary: null, failed: false }));
}
