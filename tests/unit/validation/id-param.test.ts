import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { idParam } from '@/lib/validation/common';

describe('idParam', () => {
  it('reads an id as the site writes it', () => {
    expect(z.parse(idParam, '12')).toBe(12);
    expect(z.parse(idParam, ' 12 ')).toBe(12);
    expect(z.parse(idParam, 12)).toBe(12);
  });

  it.each(['0x1', '01', '1e3', '1.0', '-1', '0', '', 'abc', '12abc', '99999999999999999', 1.5, 0, -3])('refuses %s', (value) => {
    const parsed = z.safeParse(idParam, value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Неверный идентификатор');
  });
});
