import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeWord, literalLimit } from '@/lib/server/db/plan-constants';

const dialect = new PgDialect();

describe('constants of the code written into SQL text', () => {
  it('writes a word of the code as a literal, with no parameter', () => {
    const query = dialect.sqlToQuery(sql`x = ${codeWord('driverLicense')} and y = ${codeWord('registry-lookup')}`);
    expect(query).toEqual({ sql: "x = 'driverLicense' and y = 'registry-lookup'", params: [] });
  });

  it('refuses anything that is not a word of the code, so nothing a person typed can become SQL', () => {
    for (const bad of ["o'rder", 'unpaid; drop table charges', '', 'Unpaid', 'a b', 'x'.repeat(40), 'штраф']) {
      expect(() => codeWord(bad), bad).toThrow(/not a word of the code/);
    }
  });

  it('writes a page size as a literal and refuses what is not one', () => {
    expect(dialect.sqlToQuery(sql`limit ${literalLimit(21)}`)).toEqual({ sql: 'limit 21', params: [] });
    for (const bad of [-1, 1.5, 1001, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => literalLimit(bad)).toThrow(/page size/);
  });
});
