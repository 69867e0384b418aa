import * as z from 'zod/mini';
import { missingFieldMessage } from '@/lib/domain/tracking-fields';
import { maskTrackingData, maskValue } from '@/lib/domain/tracking-mask';
import { MAX_BATCH_RECORDS, WEB_CHANNEL } from '@/lib/contract/tracking';
import { optional, text } from './common';

/**
 * Schemas of the tracking endpoints (spec §3, §5, §7). Every required field answers the Russian
 * «Не передано обязательное поле «…»» when missing (spec §8); the browser checks the same fields
 * first (lib/domain/tracking-fields.ts, REQUIRED_FIELDS). Attached data is masked here again, so
 * nothing a client forgot to mask is stored.
 */

/** A required value: missing, blank or not a string answers «Не передано обязательное поле «field»». */
const required = (field: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'number' ? String(v) : v)),
    text(missingFieldMessage(field)).check(z.trim(), z.minLength(1, missingFieldMessage(field))),
  );

const name = (field: string) =>
  z.pipe(
    required(field),
    z
      .string()
      .check(
        z.maxLength(100, `Поле «${field}» — не длиннее 100 символов`),
        z.regex(/^[a-z0-9_/.-]+$/i, `Поле «${field}»: латинские буквы, цифры и / . _ -`),
      ),
  );

const deviceId = (field: string) =>
  z.pipe(required(field), z.uuid({ error: `Поле «${field}»: идентификатор устройства (UUID)` }));

const userIdValue = z.string().check(z.regex(/^\d{1,18}$/, 'Поле «userId»: номер пользователя'));
/** `userId` of a log record: may be null (spec §3); an empty form field counts as null. */
const nullableUserId = z.pipe(
  z.transform((v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'number' ? String(v) : v,
  ),
  z.nullable(userIdValue),
);

/**
 * A NUL or half of a surrogate pair: JSON may carry them, PostgreSQL's jsonb cannot store them (it
 * refused the record as a database error instead of naming the field).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (field: string) =>
  z.refine<string>((s) => !UNSTORABLE.test(s), `Поле «${field}»: недопустимый символ (NUL или половина суррогатной пары)`);

/** One value of attached data; its length is said in Russian (zod's own message named types in English words). */
const flatValue = (field: string) =>
  z.union([
    z.string().check(z.maxLength(1000, `Поле «${field}»: значения — не длиннее 1000 символов`), storable(field)),
    z.number(),
    z.boolean(),
    z.null(),
  ]);
/**
 * Data attached to a record: a flat JSON object, given as an object (in a batch) or as a JSON
 * string (a form field). Masked (lib/domain/tracking-mask.ts); missing or empty gives null.
 */
const data = (field: string) =>
  z.pipe(
    z.transform((v: unknown) => {
      if (typeof v !== 'string') return v ?? null;
      if (v.trim() === '') return null;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return Symbol.for('bad-json');
      }
    }),
    z.pipe(
      z.nullable(
        z.record(
          z.string().check(z.maxLength(40, `Поле «${field}»: имена — не длиннее 40 символов`), storable(field)),
          flatValue(field),
          {
            error: `Поле «${field}»: ожидается JSON-объект из строк и чисел`,
          },
        ),
      ),
      z.transform((v) => maskTrackingData(v)),
    ),
  );

/** A referrer: a screen name, an external page (kept as its origin only) or null. */
const referer = z.pipe(
  z.transform((v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v)),
  z.nullable(
    z.pipe(
      text('Поле «referer»: строка').check(z.maxLength(2000, 'Поле «referer» — не длиннее 2000 символов')),
      z.transform((v: string) => {
        try {
          return /^https?:\/\//i.test(v) ? new URL(v).origin : maskValue(v);
        } catch {
          return null;
        }
      }),
    ),
  ),
);

/** `POST /105/api/track/event`: an analytics event of the action tracker (spec §3, §7). */
export const analyticsEventInput = z.object({
  userId: z.pipe(required('userId'), userIdValue),
  event: name('event'),
  params: z.pipe(
    z.unknown().check(
      z.refine((v) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''), {
        message: missingFieldMessage('params'),
        abort: true,
      }),
    ),
    data('params'),
  ),
  // Required by the contract, checked for presence and never stored: it is half of a sign-in.
  session: z.pipe(required('session'), z.string().check(z.maxLength(128, 'Поле «session» — не длиннее 128 символов'))),
  channel: z.pipe(
    optional(z.string().check(z.regex(/^[A-Za-z]{1,32}$/, 'Поле «channel»: латинские буквы'))),
    z.transform((v: string | undefined) => v ?? WEB_CHANNEL),
  ),
});

/** `POST /105/api/track/button`: a button click (spec §3). */
export const buttonInput = z.object({
  userId: nullableUserId,
  trackingId: deviceId('trackingId'),
  buttonName: name('buttonName'),
  buttonData: data('buttonData'),
});

/** `POST /105/api/track/screen`: a screen view (spec §3); `referer` null when absent. */
export const screenInput = z.object({
  userId: nullableUserId,
  trackingId: deviceId('trackingId'),
  screenName: name('screenName'),
  referer,
  screenData: data('screenData'),
});

/** `POST /105/api/track/form`: a form submission (spec §3); `formData` defaults to null. */
export const formInput = z.object({
  userId: nullableUserId,
  trackingId: deviceId('trackingId'),
  formName: name('formName'),
  formData: data('formData'),
});

/** The 180-second goal (spec §4, §9). */
export const goalInput = z.object({
  userId: nullableUserId,
  trackingId: deviceId('trackingId'),
  goalName: name('goalName'),
});

/** One record of a batch, by its `type`. */
export const trackingRecordInput = z.discriminatedUnion(
  'type',
  [
    z.extend(analyticsEventInput, { type: z.literal('event') }),
    z.extend(buttonInput, { type: z.literal('button') }),
    z.extend(screenInput, { type: z.literal('screen') }),
    z.extend(formInput, { type: z.literal('form') }),
    z.extend(goalInput, { type: z.literal('goal') }),
  ],
  { error: 'Поле «type»: event, button, screen, form или goal' },
);

/** A parsed record of any type. */
export type TrackingRecordInput = z.output<typeof trackingRecordInput>;

const BAD_RECORDS = 'Поле «records»: ожидается JSON-массив записей';

/** `POST /105/api/track/batch`: `records` is a JSON array of 1–50 records, each with its `type`. */
export const batchInput = z.object({
  records: z.pipe(
    z.pipe(
      required('records'),
      z.transform((v: string, ctx) => {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: BAD_RECORDS, input: v });
          return z.NEVER;
        }
      }),
    ),
    z
      .array(trackingRecordInput, { error: BAD_RECORDS })
      .check(
        z.minLength(1, missingFieldMessage('records')),
        z.maxLength(MAX_BATCH_RECORDS, `Не больше ${MAX_BATCH_RECORDS} записей за раз`),
      ),
  ),
});

/** The tracking headers (spec §7): each optional, but refused when present and malformed. */
export const trackingHeaders = z.object({
  deviceId: optional(z.uuid({ error: 'Заголовок DeviceId: идентификатор устройства (UUID)' })),
  deviceTimestamp: optional(
    z.pipe(
      z.string().check(z.regex(/^\d{10,15}$/, 'Заголовок DeviceTimestamp: миллисекунды с 1970 года')),
      z.transform((v: string) => new Date(Number(v))),
    ),
  ),
  appVersion: optional(z.string().check(z.regex(/^[\w.+-]{1,32}$/, 'Заголовок AppVersion: версия вида 1.2.3'))),
});

/** `POST /105/api/track` (kept for older clients): a screen view (`kind=screen`) or a goal (`kind=goal`). */
export const trackInput = z.object({
  // Missing is «не передано» (spec §8); another value names the two there are.
  kind: z.enum(['screen', 'goal'], {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? missingFieldMessage('kind') : 'Поле «kind»: screen или goal',
  }),
  name: name('name'),
  clientId: optional(z.uuid({ error: 'Неверный clientId' })),
});
