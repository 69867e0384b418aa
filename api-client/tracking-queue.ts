import { MAX_BATCH_RECORDS, type TrackingRecord } from '@/lib/contract/tracking';
import { readAuth } from './auth-storage';

/**
 * The API client (and the configuration it reads) loads as its own chunk when the first record is
 * queued, after the page is up: tracking adds only this small module to a page's first load.
 */
let transport: Promise<typeof import('./client')> | undefined;
const loadTransport = () => (transport ??= import('./client'));

/** A batch leaves this long after its first record, unless it fills up or the page is left first. */
export const FLUSH_DELAY_MS = 2000;
/** Records waiting for the next batch at most (a page that reports faster than it sends drops the oldest); a batch that fails is not sent again. */
const MAX_QUEUED = 200;

const queue: TrackingRecord[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/**
 * Sends what is queued as batches of at most MAX_BATCH_RECORDS (`POST /105/api/track/batch`),
 * with `keepalive`, so a batch sent while the page unloads still arrives. Never waits for an
 * answer and never throws: a lost batch costs figures, never a page.
 */
export function flushTracking(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH_RECORDS);
    const auth = readAuth() !== null;
    loadTransport()
      .then(({ apiRequest }) =>
        apiRequest('track/batch', { method: 'POST', auth, keepalive: true, body: { records: JSON.stringify(batch) } }),
      )
      .catch(() => undefined);
  }
}

function onHide(): void {
  if (document.visibilityState === 'hidden') flushTracking();
}

/**
 * Queues a checked record: the batch goes out FLUSH_DELAY_MS after its first record, at once when
 * it is full, and whenever the page is hidden or left (`visibilitychange`, `pagehide`). Nothing on
 * the page's critical path waits for it.
 */
export function enqueueTracking(record: TrackingRecord): void {
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flushTracking);
  }
  void loadTransport().catch(() => undefined);
  queue.push(record);
  if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
  if (queue.length >= MAX_BATCH_RECORDS) flushTracking();
  else timer ??= setTimeout(flushTracking, FLUSH_DELAY_MS);
}

/** How many records wait to be sent (tests). */
export function queuedTracking(): number {
  return queue.length;
}
