/**
 * The wire contract of usage tracking (spec §3, §7), shared by the browser's tracker and the
 * server: record types and their required fields, event names, headers and the screens of the
 * funnel. Plain constants only, so the tracker on every page stays small (no zod here).
 */

/** `channel` of analytics events sent by the web client's action tracker (spec §3). */
export const WEB_CHANNEL = 'WebVersion';

/** The version the client reports in the `AppVersion` header (kept equal to package.json by a test). */
export const APP_VERSION = '0.1.0';

/** Request headers of tracking calls (spec §7); header names are case-insensitive on the wire. */
export const TRACKING_HEADERS = {
  /** The device id (localStorage `userTrackingId`, spec §3). */
  deviceId: 'DeviceId',
  /** The device's clock when the batch was sent, milliseconds since 1970 (UTC). */
  deviceTimestamp: 'DeviceTimestamp',
  appVersion: 'AppVersion',
} as const;

/** localStorage key of the device id (spec §3). */
export const DEVICE_ID_KEY = 'userTrackingId';

/**
 * The record types: the analytics event of the action tracker (`event`), the three log records
 * (`button`, `screen`, `form`) and the 180-second goal (`goal`, ours: spec §4 names the goal, not
 * its record).
 */
export type TrackingRecordType = 'event' | 'button' | 'screen' | 'form' | 'goal';

/** Required fields of each record type (spec §3, §5); a missing one is refused on both sides. */
export const REQUIRED_FIELDS: Record<TrackingRecordType, readonly string[]> = {
  event: ['userId', 'event', 'params', 'session'],
  button: ['trackingId', 'buttonName'],
  screen: ['trackingId', 'screenName'],
  form: ['trackingId', 'formName'],
  goal: ['trackingId', 'goalName'],
};

/** An analytics event (spec §3): `params` is a JSON object as a string. */
export interface AnalyticsEventRecord {
  type: 'event';
  userId: string;
  event: string;
  params: string;
  session: string;
  channel: string;
}

/** Fields every log record shares (spec §3): `userId` may be null, `trackingId` is the device id. */
interface LogRecordBase {
  userId: string | null;
  trackingId: string;
}

/** A button click (spec §3). */
export interface ButtonRecord extends LogRecordBase {
  type: 'button';
  buttonName: string;
  buttonData?: TrackingData;
}

/** A screen view (spec §3): `referer` is null when absent. */
export interface ScreenRecord extends LogRecordBase {
  type: 'screen';
  screenName: string;
  referer: string | null;
  screenData?: TrackingData;
}

/** A form submission (spec §3): `formData` defaults to null. */
export interface FormRecord extends LogRecordBase {
  type: 'form';
  formName: string;
  formData: TrackingData | null;
}

/** The goal reached after 180 seconds on the site (spec §4, §9). */
export interface GoalRecord extends LogRecordBase {
  type: 'goal';
  goalName: string;
}

/** Flat data attached to a record: short strings, numbers and booleans only. */
export type TrackingData = Record<string, string | number | boolean | null>;

/** Any record of a batch. */
export type TrackingRecord = AnalyticsEventRecord | ButtonRecord | ScreenRecord | FormRecord | GoalRecord;

/** Most records in one `POST /105/api/track/batch`. */
export const MAX_BATCH_RECORDS = 50;

/** The analytics event name of a log record (spec §7): `clicked-button_{name}` and so on. */
export const EVENT_PREFIX = {
  button: 'clicked-button_',
  screen: 'loaded-screen_',
  form: 'submitted-form_',
  goal: 'reached-goal_',
} as const;

/** The name the 180-second goal is reported under (`reached-goal_180s`). */
export const GOAL_NAME = '180s';

/** Screen names of the funnel home → fines list → prepayment → success, in order. */
export const FUNNEL_SCREENS = ['home', 'fines/list', 'prepayment', 'prepayment/success'] as const;

/** The screen a registration attempt is reported under (spec §2, §4). */
export const SIGNUP_SCREEN = 'signup/fos';

/** Names of the main buttons (issue: check fines, pay, add a document, sign in). */
export const BUTTONS = {
  checkFines: 'check-fines',
  pay: 'pay',
  /** «Добавить» of a document list; `buttonData.info` names the list. */
  addDocument: 'add-document',
  signIn: 'sign-in',
  signUp: 'sign-up',
} as const;

/** The attribute that marks a button whose clicks are reported (`data-track-button="pay"`). */
export const TRACK_BUTTON_ATTRIBUTE = 'data-track-button';
/** Optional detail of a marked button, reported as `buttonData.info`. */
export const TRACK_INFO_ATTRIBUTE = 'data-track-info';

/** Names of the reported forms (spec §7: adding an СТС, an e-mail, a driver licence and an ИНН). */
export const FORMS = { sts: 'sts', email: 'email', driverLicense: 'driver-license', inn: 'inn' } as const;
