import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as accounts from '@/lib/validation/accounts';
import * as chargeList from '@/lib/validation/charge-list';
import * as extension from '@/lib/validation/extension';
import * as fineDetails from '@/lib/validation/fine-details';
import * as operator from '@/lib/validation/operator';
import * as organizations from '@/lib/validation/organizations';
import * as payments from '@/lib/validation/payments';
import * as driverLicense from '@/lib/validation/driver-license';
import * as fines from '@/lib/validation/fines';
import * as inn from '@/lib/validation/inn';
import * as notifyEmail from '@/lib/validation/notify-email';
import * as person from '@/lib/validation/person';
import * as stsLookup from '@/lib/validation/sts-lookup';
import * as sts from '@/lib/validation/sts';
import * as tracking from '@/lib/validation/tracking';

const MODULES = {
  accounts,
  chargeList,
  driverLicense,
  extension,
  fineDetails,
  fines,
  inn,
  notifyEmail,
  operator,
  organizations,
  payments,
  person,
  stsLookup,
  sts,
  tracking,
};

/** Every object schema exported by lib/validation, by name. */
const SCHEMAS = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.core.$ZodType] => entry[1] instanceof z.core.$ZodType)
    .map(([name, schema]) => ({ name: `${module}.${name}`, schema })),
);

/** The field names of an object schema (through refinements and pipes), or none. */
function fieldsOf(schema: z.core.$ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as unknown as { _zod: { def: { in?: z.core.$ZodType; schema?: z.core.$ZodType } } })._zod.def;
  return inner.in ? fieldsOf(inner.in) : inner.schema ? fieldsOf(inner.schema) : [];
}

// Values a hostile or buggy client sends: wrong types, values outside a set, control characters.
const HOSTILE: unknown[] = [undefined, 12, {}, ['x'], 'не-то', 'a\u0000b', '2'];

/** The messages a schema gives for `input` (none when it passes). */
function messages(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('every validation message is Russian', () => {
  it('finds the schemas', () => {
    expect(SCHEMAS.length).toBeGreaterThan(20);
  });

  for (const { name, schema } of SCHEMAS) {
    it(name, () => {
      const fields = fieldsOf(schema);
      const seen: string[] = [...messages(schema, undefined), ...messages(schema, 'строка')];
      for (const value of HOSTILE) {
        seen.push(...messages(schema, value));
        for (const field of fields) seen.push(...messages(schema, { [field]: value }));
      }
      for (const message of new Set(seen)) {
        // The spec keeps two English auth messages; they are not schema messages.
        expect(message, `${name}: «${message}»`).toMatch(/[а-яё]/i);
        expect(message, `${name}: «${message}»`).not.toMatch(/\b(Invalid|expected|received|Too (big|small))\b/i);
      }
    });
  }

  it('says which values a legal-entity flag takes, in Russian', () => {
    const result = accounts.sendAuthInput.safeParse({ email: 'a@example.ru', isLegalEntity: 'да' });
    expect(result.error?.issues[0]?.message).toBe('Юридическое лицо: укажите 1 или 0');
  });
});
