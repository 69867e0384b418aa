import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/(default)/fines/list/organization/[id]/filter/route';

const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe('/fines/list/organization/{id}/filter (the filter form without scripts)', () => {
  it('turns a post into the filtered address', async () => {
    const res = await POST(
      new Request('http://localhost:3000/fines/list/organization/7/filter', {
        method: 'POST',
        body: 'vehicle=А123ВС77&min=100',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      }),
      params('7'),
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/fines/list/organization/7');
    expect(location.searchParams.get('vehicle')).toBe('А123ВС77');
    expect(location.searchParams.get('min')).toBe('100');
  });

  it('sends a page visit of the address (a reload, a copied link) to the fleet page, never a blank 405', async () => {
    const res = await GET(new Request('http://localhost:3000/fines/list/organization/7/filter'), params('7'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fines/list/organization/7');
    const bad = await GET(new Request('http://localhost:3000/fines/list/organization/x/filter'), params('x'));
    expect(bad.headers.get('location')).toBe('/fines/list');
  });
});
