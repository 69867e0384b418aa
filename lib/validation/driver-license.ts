import * as z from 'zod/mini';
import { isValidDriverLicense, normalizeDriverLicense } from '@/lib/domain/driver-license';
import { MSG_DRIVER_LICENSE_INVALID } from '@/lib/domain/messages';
import { optional, requiredString } from './common';
import { displayName, holderNameFields, pastDate } from './document-fields';

/** Messages of the ВУ date fields. */
export const DRIVER_LICENSE_DATE_MESSAGES = {
  issueInvalid: 'Введите дату выдачи в виде ДД.ММ.ГГГГ, например 15.03.2021',
  issueFuture: 'Дата выдачи не может быть позже сегодняшнего дня',
  firstIssueInvalid: 'Введите дату первой выдачи в виде ДД.ММ.ГГГГ, например 15.03.2011',
  firstIssueFuture: 'Дата первой выдачи не может быть позже сегодняшнего дня',
  firstAfterIssue: 'Дата первой выдачи не может быть позже даты выдачи',
} as const;

/** ВУ number: spaces dropped, Latin twins → Cyrillic, 10 characters of the СТС shape (DOMAIN.md). */
export const driverLicenseNumber = z
  .pipe(requiredString(MSG_DRIVER_LICENSE_INVALID), z.transform(normalizeDriverLicense))
  .check(z.refine(isValidDriverLicense, MSG_DRIVER_LICENSE_INVALID));

/**
 * `POST /105/api/driverLicense`, `PUT /105/api/dl/{id}`: the number and optional details.
 * Dates arrive as `DD.MM.YYYY` and leave as `YYYY-MM-DD`; the first licence cannot be issued
 * after this one (the first issue date is where the driving experience starts).
 */
export const driverLicenseInput = z
  .object({
    driverLicense: driverLicenseNumber,
    issue_date: optional(
      pastDate({ invalid: DRIVER_LICENSE_DATE_MESSAGES.issueInvalid, future: DRIVER_LICENSE_DATE_MESSAGES.issueFuture }),
    ),
    first_issue_date: optional(
      pastDate({
        invalid: DRIVER_LICENSE_DATE_MESSAGES.firstIssueInvalid,
        future: DRIVER_LICENSE_DATE_MESSAGES.firstIssueFuture,
      }),
    ),
    ...holderNameFields,
    driverName: displayName,
  })
  .check(
    z.refine((v) => !(v.issue_date && v.first_issue_date && v.first_issue_date > v.issue_date), {
      message: DRIVER_LICENSE_DATE_MESSAGES.firstAfterIssue,
      path: ['first_issue_date'],
    }),
  );

/** Parsed `driverLicenseInput`. */
export type DriverLicenseInput = z.output<typeof driverLicenseInput>;

/** `DELETE /105/api/driverLicense?driverLicense=`: the number of the licence to remove. */
export const driverLicenseQuery = z.object({ driverLicense: driverLicenseNumber });
