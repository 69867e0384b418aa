import { localPath } from '@/lib/auth/cookie';

/**
 * The address a page's render goes to when the database stops answering mid-render
 * (lib/server/pages/outage-aware.ts): the route guard answers it with the «Сервис временно
 * недоступен» page and 503 (proxy.ts), whose «Обновить страницу» loads the page asked for (`next`).
 * Status codes cannot change once a page streams, so the page cannot answer 503 itself.
 */
export const UNAVAILABLE_PATH = '/unavailable';

/** `/unavailable?next=…` for a path of this site (anything else comes back to the home page). */
export function unavailableAddress(next: string): string {
  return `${UNAVAILABLE_PATH}?next=${encodeURIComponent(localPath(next))}`;
}
