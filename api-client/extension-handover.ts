import type { HandoverDto, HandoverMessage, HandoverReply } from '@/lib/contract/extension';
import { apiCall } from './client';

/** Said when the browser has no way to reach the extension (not Chrome, not installed, switched off). */
export const MSG_EXTENSION_UNREACHABLE =
  'Расширение «Штрафы» не отвечает. Проверьте, что оно установлено и включено в этом браузере, и откройте ссылку из него ещё раз';

/** How long the page waits for the extension to sign in, milliseconds (the exchange is one API call). */
const REPLY_TIMEOUT_MS = 20_000;

/** The extension could not be reached or did not sign in; `message` is Russian, for people. */
export class ExtensionHandoverError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtensionHandoverError';
  }
}

/** `chrome.runtime.sendMessage` as Chrome exposes it to pages listed in the extension's `externally_connectable`. */
type SendMessage = (extensionId: string, message: HandoverMessage) => Promise<unknown>;

function extensionMessenger(): SendMessage | null {
  const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: SendMessage } } }).chrome?.runtime;
  return typeof runtime?.sendMessage === 'function' ? runtime.sendMessage.bind(runtime) : null;
}

/**
 * Hands this site's sign-in over to the extension (docs/decisions/0009-extension-hand-over.md):
 * asks the server for a one-time token bound to `extensionId` and its PKCE `challenge`
 * (`POST /105/api/extension/handover`, with the site's own authorization), then passes it to the
 * extension, which exchanges it for a sign-in of its own and answers. The site's sign-in is not
 * shared and stays as it is. Resolves once the extension says it is signed in.
 * @throws ApiError from the server (expired site sign-in, unknown extension, rate limit);
 * ExtensionHandoverError when the extension is unreachable, silent or refuses.
 */
export async function handOverToExtension(extensionId: string, challenge: string): Promise<void> {
  const send = extensionMessenger();
  // Checked before asking for a token: no token is minted for a browser that cannot deliver it.
  if (!send) throw new ExtensionHandoverError(MSG_EXTENSION_UNREACHABLE);
  const { token } = await apiCall<HandoverDto>('extension/handover', { method: 'POST', body: { extensionId, challenge } });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExtensionHandoverError(MSG_EXTENSION_UNREACHABLE)), REPLY_TIMEOUT_MS);
  });
  let reply: unknown;
  try {
    reply = await Promise.race([send(extensionId, { type: 'shtrafy:handover', token }), timeout]);
  } catch (error) {
    if (error instanceof ExtensionHandoverError) throw error;
    throw new ExtensionHandoverError(MSG_EXTENSION_UNREACHABLE);
  } finally {
    clearTimeout(timer);
  }
  const answer = reply as HandoverReply | undefined;
  if (answer?.ok === true) return;
  throw new ExtensionHandoverError(
    answer?.ok === false && answer.message ? answer.message : 'Расширение не смогло войти. Откройте ссылку из него ещё раз',
  );
}
