import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fleetListQuery } from '@/lib/validation/organizations';

/** The issues of a parse as `[field, the other end named in params.pair]`. */
function issues(input: Record<string, string>) {
  const parsed = z.safeParse(fleetListQuery, input);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => [String(i.path[0]), (i as { params?: { pair?: string } }).params?.pair ?? null]);
}

describe('the fleet filters’ ranges', () => {
  it('name the other end of a range that contradicts itself, so the page drops the whole range', () => {
    expect(issues({ min: '5000', max: '100' })).toEqual([['min', 'max']]);
    expect(issues({ from: '2026-11-20', to: '2026-10-01' })).toEqual([['from', 'to']]);
  });

  it('name no other end for a wrong value alone: the other end stays in force', () => {
    expect(issues({ from: '2024-02-30', to: '2024-06-01' })).toEqual([['from', null]]);
    expect(issues({ min: '-5', max: '100' })).toEqual([['min', null]]);
  });
});
