import { CONNECT_PAGE_PATH, isHandoverMessage, type HandoverReply } from '@/lib/contract/extension';
import type { ExtensionApi } from './api';
import { AUTH_KEY, saveSignIn, type ExtensionAuth } from './auth-record';
import type { KeyValueStore } from './store';

/** Where the hand-over in progress waits (`chrome.storage.session`: memory only). */
export const PENDING_KEY = 'handover:pending';
/** How long the extension waits for the site's confirmation after «Войти через сайт», milliseconds. */
export const PENDING_TTL_MS = 10 * 60 * 1000;

/** The hand-over this extension started: the PKCE verifier (RFC 7636) and when. */
export interface PendingHandover {
  verifier: string;
  startedAt: number;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A PKCE pair (RFC 7636 §4.1–4.2, S256): 32 random bytes as the verifier, base64url(SHA-256) as the challenge. */
export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/** The site's confirmation page for this extension and challenge. */
export function connectUrl(siteUrl: string, extensionId: string, challenge: string): string {
  const url = new URL(CONNECT_PAGE_PATH, siteUrl);
  url.search = new URLSearchParams({ id: extensionId, challenge }).toString();
  return url.toString();
}

/**
 * «Войти через сайт»: keeps a fresh verifier where only this extension can read it and opens the
 * site's confirmation page with its challenge. Starting again replaces an earlier attempt.
 */
export async function beginSignIn(deps: {
  session: KeyValueStore;
  siteUrl: string;
  extensionId: string;
  openTab: (url: string) => Promise<unknown>;
  now?: () => number;
}): Promise<void> {
  const { verifier, challenge } = await createPkce();
  const pending: PendingHandover = { verifier, startedAt: (deps.now ?? Date.now)() };
  await deps.session.set(PENDING_KEY, pending);
  await deps.openTab(connectUrl(deps.siteUrl, deps.extensionId, challenge));
}

/** Who sent a message from outside the extension, as Chrome reports it (`chrome.runtime.MessageSender`). */
export interface MessageSender {
  origin?: string;
  url?: string;
}

/** The origin Chrome vouches for: `sender.origin`, else the origin of `sender.url`. */
function senderOrigin(sender: MessageSender): string | null {
  if (sender.origin) return sender.origin;
  try {
    return sender.url ? new URL(sender.url).origin : null;
  } catch {
    return null;
  }
}

const refused = (message: string): HandoverReply => ({ ok: false, message });

/**
 * Takes a hand-over from the site's confirmation page (`chrome.runtime.onMessageExternal`): only
 * from the site's own origin (the manifest's `externally_connectable` already admits no other
 * page; this is checked again), only while a hand-over this extension started is pending, and only
 * once. Exchanges the token with the pending verifier for a sign-in of its own and saves it.
 * Never throws: answers the page with `{ ok }` or a Russian message.
 */
export async function acceptHandover(
  message: unknown,
  sender: MessageSender,
  deps: {
    siteUrl: string;
    session: KeyValueStore;
    local: KeyValueStore;
    api: Pick<ExtensionApi, 'client' | 'exchange'>;
    now?: () => number;
  },
): Promise<HandoverReply> {
  if (senderOrigin(sender) !== new URL(deps.siteUrl).origin)
    return refused('Подключение принимается только со страницы сайта «Штрафы»');
  if (!isHandoverMessage(message)) return refused('Неверный запрос на подключение');
  const pending = await deps.session.get<PendingHandover>(PENDING_KEY);
  if (!pending || (deps.now ?? Date.now)() - pending.startedAt > PENDING_TTL_MS) {
    return refused('Расширение не ждёт подключения. Нажмите «Войти через сайт» в его окне и подтвердите ещё раз');
  }
  try {
    const existing = await deps.local.get<Partial<ExtensionAuth>>(AUTH_KEY);
    const clientId = existing?.clientId ?? (await deps.api.client());
    const answer = await deps.api.exchange(message.token, pending.verifier);
    await saveSignIn(deps.local, answer, clientId);
    await deps.session.remove(PENDING_KEY);
    return { ok: true };
  } catch (error) {
    // The attempt stays pending: the page may ask for a new token and try again.
    return refused(error instanceof Error && error.message ? error.message : 'Не удалось подключить расширение');
  }
}
