/** Messages from the popup to the service worker (`chrome.runtime.sendMessage` inside the extension). */
export type PopupMessage = { type: 'shtrafy:check' } | { type: 'shtrafy:sign-out' };

/** True for a message the service worker understands. */
export function isPopupMessage(value: unknown): value is PopupMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'shtrafy:check' || type === 'shtrafy:sign-out';
}
