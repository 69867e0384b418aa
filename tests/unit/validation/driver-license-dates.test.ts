import { describe, expect, it } from 'vitest';
import { driverLicenseInput, DRIVER_LICENSE_DATE_MESSAGES } from '@/lib/validation/driver-license';
import { MSG_NO_SUCH_DATE } from '@/lib/validation/document-fields';

const messageFor = (issueDate: string) => {
  const parsed = driverLicenseInput.safeParse({ driverLicense: '9912345678', issue_date: issueDate });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('ВУ dates', () => {
  it('tells a day no calendar has from a date typed in another shape', () => {
    expect(messageFor('31.02.2020')).toBe(MSG_NO_SUCH_DATE);
    expect(messageFor('29.02.2021')).toBe(MSG_NO_SUCH_DATE);
    expect(messageFor('2020-02-01')).toBe(DRIVER_LICENSE_DATE_MESSAGES.issueInvalid);
    expect(messageFor('29.02.2020')).toBeNull();
  });
});
