import { EVENT_PREFIX } from './tracking';

/** Kinds of usage records as the dashboard counts them (lib/contract/tracking.ts record types). */
export type UsageKind = 'screen' | 'button' | 'form' | 'goal' | 'event';

/** Russian names of the kinds, in the order the dashboard stacks them. */
export const USAGE_KIND_LABELS: Record<UsageKind, string> = {
  screen: 'Просмотры экранов',
  button: 'Нажатия кнопок',
  form: 'Отправки форм',
  goal: 'Цели',
  event: 'Аналитические события',
};

/** How a record's kind and name read in analytics terms (spec §7): `clicked-button_pay`; events keep their name. */
export function eventLabel(kind: UsageKind, name: string): string {
  return kind === 'event' ? name : `${EVENT_PREFIX[kind]}${name}`;
}

/**
 * The operator dashboard's figures (`GET /105/api/operator/usage`, the /operator page and
 * `npm run usage`) for Moscow days `from`…`to` inclusive (`YYYY-MM-DD`).
 */
export interface UsageFigures {
  from: string;
  to: string;
  /** Every day of the period: records of each kind and in all. */
  perDay: ({ day: string; total: number } & Record<UsageKind, number>)[];
  /** The most frequent kinds and names (at most 20), most first. */
  perName: { kind: UsageKind; name: string; events: number }[];
  /** The most viewed screens (at most 20), most first. */
  screens: { name: string; views: number }[];
  /** home → fines/list → prepayment → prepayment/success: device-days that reached each step. */
  funnel: { step: number; screen: string; devices: number }[];
  /** Every day of the period: sign-ups (`signup/fos` screen views with result ok). */
  signUps: { day: string; count: number }[];
}

/** Periods the dashboard offers, in days (ending today in Moscow). */
export const USAGE_PERIODS = [7, 30, 90, 365] as const;
/** The period shown when none is chosen. */
export const DEFAULT_USAGE_DAYS = 30;

/** One raw usage record as `GET /105/api/operator/events` answers it. Timestamps ISO 8601. */
export interface UsageRecordDto {
  id: number;
  kind: UsageKind;
  name: string;
  userId: number | null;
  deviceId: string | null;
  channel: string | null;
  referer: string | null;
  data: Record<string, string | number | boolean | null> | null;
  appVersion: string | null;
  deviceTime: string | null;
  createdAt: string;
}
