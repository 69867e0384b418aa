import { EVENT_PREFIX, GOAL_NAME, WEB_CHANNEL, type TrackingData, type TrackingRecord } from '@/lib/contract/tracking';
import { missingTrackingField } from '@/lib/domain/tracking-fields';
import { maskTrackingData } from '@/lib/domain/tracking-mask';
import { readAuth } from './auth-storage';
import { deviceId } from './device-id';
import { enqueueTracking } from './tracking-queue';

/** What a report call did: queued, or refused before sending with the Russian message (spec §8). */
export type TrackResult = { ok: true } | { ok: false; error: string };

type LogRecord = Exclude<TrackingRecord, { type: 'event' }>;
type Distribute<T> = T extends unknown ? Omit<T, 'userId' | 'trackingId'> : never;

/**
 * Checks and queues one record (spec §3, §5). A log record always goes (userId null when
 * signed out); with a stored sign-in the action tracker's analytics event of the same action
 * (`clicked-button_…`, `loaded-screen_…`, `submitted-form_…`) goes with it. Never throws.
 */
function report(fields: Distribute<LogRecord>, name: string, data: TrackingData | null): TrackResult {
  if (typeof window === 'undefined') return { ok: false, error: 'Отчёт отправляется только из браузера' };
  const auth = readAuth();
  const record = { ...fields, userId: auth?.userId ?? null, trackingId: deviceId() } as LogRecord;
  const error = missingTrackingField(record);
  if (error) {
    if (process.env.NODE_ENV !== 'production') console.warn(`tracking: ${error}`);
    return { ok: false, error };
  }
  enqueueTracking(record);
  if (auth) trackEvent(`${EVENT_PREFIX[record.type]}${name}`, data ?? {});
  return { ok: true };
}

/**
 * An analytics event of the action tracker (spec §3, §7): userId, event, params, session and
 * channel `WebVersion`. Needs a stored sign-in (userId and session are required): without one it
 * is refused with «Не передано обязательное поле «userId»». `params` is masked.
 */
export function trackEvent(event: string, params: Record<string, unknown> = {}): TrackResult {
  if (typeof window === 'undefined') return { ok: false, error: 'Отчёт отправляется только из браузера' };
  const auth = readAuth();
  const record: TrackingRecord = {
    type: 'event',
    userId: auth?.userId ?? '',
    event,
    params: JSON.stringify(maskTrackingData(params) ?? {}),
    session: auth?.session ?? '',
    channel: WEB_CHANNEL,
  };
  const error = missingTrackingField(record);
  if (error) return { ok: false, error };
  enqueueTracking(record);
  return { ok: true };
}

/** A click on a main button (spec §3: `buttonName`, optional `buttonData`, masked). */
export function trackButton(buttonName: string, buttonData?: Record<string, unknown>): TrackResult {
  const data = maskTrackingData(buttonData);
  return report({ type: 'button', buttonName, ...(data && { buttonData: data }) }, buttonName, data);
}

/** A screen view (spec §3): `referer` is the previous screen or an external origin, null when absent. */
export function trackScreen(
  screenName: string,
  referer: string | null = null,
  screenData?: Record<string, unknown>,
): TrackResult {
  const data = maskTrackingData(screenData);
  return report({ type: 'screen', screenName, referer, ...(data && { screenData: data }) }, screenName, data);
}

/** A form submission (spec §3): `formData` masked (no passwords, tokens or full numbers), null by default. */
export function trackForm(formName: string, formData: Record<string, unknown> | null = null): TrackResult {
  const data = maskTrackingData(formData);
  return report({ type: 'form', formName, formData: data }, formName, data);
}

/** The goal of spec §4, §9 (GOAL_NAME after 180 s on the site). */
export function trackGoal(goalName: string = GOAL_NAME): TrackResult {
  return report({ type: 'goal', goalName }, goalName, null);
}

/**
 * Runs a form's request and reports the submission with its result (`result: ok | error`) and
 * the masked fields. Resolves or rejects exactly as `send` does: reporting never changes it.
 */
export async function reportFormSubmission<T>(formName: string, fields: object, send: () => Promise<T>): Promise<T> {
  try {
    const answer = await send();
    trackForm(formName, { ...fields, result: 'ok' });
    return answer;
  } catch (error) {
    trackForm(formName, { ...fields, result: 'error' });
    throw error;
  }
}

/** Older callers: a screen view or a goal by name. Best effort, never throws. */
export async function track(kind: 'screen' | 'goal', name: string): Promise<void> {
  if (kind === 'screen') trackScreen(name);
  else trackGoal(name);
}
