import { describe, expect, it, vi } from 'vitest';
import { MSG_UIN_INVALID_CHECKSUM } from '@/lib/domain/messages';
import { uinLookupForPage } from '@/lib/server/fines/uin-lookup-page';

// The page's request: its headers are all the lookup reads (the per-address limit).
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.77' }) }));

describe('the lookup by УИН a public page answers for `?uin=` (the form sent without JavaScript)', () => {
  it('is nothing without `uin`, and refuses a number as typed with the field’s message', async () => {
    expect(await uinLookupForPage('fine', undefined)).toBeNull();
    expect(await uinLookupForPage('fine', '1881 0177 2501 0100 0025')).toEqual({
      uin: '1881 0177 2501 0100 0025',
      fieldError: MSG_UIN_INVALID_CHECKSUM,
    });
    // A control character is refused and never shown back into the page.
    const nul = await uinLookupForPage('tax', '1881\u0000');
    expect(nul?.uin).toBe('1881');
    expect(nul?.fieldError).toMatch(/служебные символы/);
    // Of a repeated parameter the first counts; a long one is cut before it is read.
    expect((await uinLookupForPage('fine', ['1', '18810177250101000026']))?.fieldError).toBeDefined();
    expect((await uinLookupForPage('fine', '7'.repeat(5000)))?.uin).toHaveLength(40);
  });

  it('answers the registry’s answer: found, or not found', async () => {
    const found = await uinLookupForPage('fine', '18810177250101000026');
    expect(found?.info?.found).toBe(true);
    expect(found?.receivedAt).toBeGreaterThan(0);
    const unknown = await uinLookupForPage('fine', '18810177250101999996');
    expect(unknown?.info).toMatchObject({ found: false });
    expect(unknown?.info).not.toHaveProperty('otherKind');
  });

  it('answers a УИН of the other kind as not found here, naming the page that finds it', async () => {
    expect((await uinLookupForPage('fine', '18207701250101000014'))?.info).toMatchObject({ found: false, otherKind: 'tax' });
    expect((await uinLookupForPage('tax', '18810177250101000026'))?.info).toMatchObject({ found: false, otherKind: 'fine' });
  });
});
