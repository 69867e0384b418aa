import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/api-client/client';
import { deviceId } from '@/api-client/device-id';
import { reportFormSubmission, trackButton, trackEvent, trackForm, trackScreen } from '@/api-client/tracking';
import { FLUSH_DELAY_MS, flushTracking, queuedTracking } from '@/api-client/tracking-queue';
import { saveAuth } from '@/api-client/auth-storage';
import { APP_VERSION } from '@/lib/contract/tracking';

interface Sent {
  url: URL;
  headers: Headers;
  keepalive: boolean;
  records: Record<string, unknown>[];
}
let sent: Sent[];
let answer: () => Response;

const server = setupServer(
  http.all('*/auth/cookie', () => HttpResponse.json({ status: 'ok' })),
  http.post('*/105/api/track/batch', async ({ request }) => {
    const records = JSON.parse(new URLSearchParams(await request.text()).get('records') ?? '[]') as Record<string, unknown>[];
    sent.push({ url: new URL(request.url), headers: request.headers, keepalive: request.keepalive, records });
    return answer();
  }),
  http.get('*/105/api/health', ({ request }) =>
    HttpResponse.json({ status: 'ok', deviceId: request.headers.get('DeviceId'), appVersion: request.headers.get('AppVersion') }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  sent = [];
  answer = () => HttpResponse.json({ status: 'ok', accepted: 1 });
});
afterEach(() => {
  flushTracking();
  vi.useRealTimers();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function signIn(userId = '7') {
  await saveAuth({
    clientId: '0b6f7d3e-7f5e-4a70-9b53-2d2f0e9b8a11',
    salt: 's',
    rand: '12345678',
    userId,
    session: 'a'.repeat(64),
  });
}

describe('device id (spec §3)', () => {
  it('is a UUID made on first use, kept under userTrackingId and sent as DeviceId with every call', async () => {
    expect(window.localStorage.getItem('userTrackingId')).toBeNull();
    const id = deviceId();
    expect(id).toMatch(UUID);
    expect(window.localStorage.getItem('userTrackingId')).toBe(id);
    expect(deviceId()).toBe(id);
    const health = await apiCall<{ deviceId: string; appVersion: string }>('health', { auth: false });
    expect(health).toMatchObject({ deviceId: id, appVersion: APP_VERSION });
  });
});

describe('reports', () => {
  it('batches screen, click and form records into one keepalive call with the tracking headers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(trackScreen('home')).toEqual({ ok: true });
    expect(trackButton('check-fines', { place: 'home' })).toEqual({ ok: true });
    expect(trackForm('sts', { sts: '7704123456', result: 'ok' })).toEqual({ ok: true });
    expect(queuedTracking()).toBe(3);
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [call] = sent;
    expect(call!.keepalive).toBe(true);
    expect(call!.headers.get('DeviceId')).toBe(deviceId());
    // The device's clock when the batch left, not when the first record was made.
    const sentAt = Number(call!.headers.get('DeviceTimestamp')) - Date.parse('2026-01-01T00:00:00Z');
    expect(sentAt).toBeGreaterThanOrEqual(FLUSH_DELAY_MS);
    expect(sentAt).toBeLessThan(FLUSH_DELAY_MS + 1000);
    expect(call!.headers.get('AppVersion')).toBe(APP_VERSION);
    expect(call!.url.searchParams.has('session')).toBe(false);
    expect(call!.records).toEqual([
      { type: 'screen', screenName: 'home', referer: null, userId: null, trackingId: deviceId() },
      { type: 'button', buttonName: 'check-fines', buttonData: { place: 'home' }, userId: null, trackingId: deviceId() },
      { type: 'form', formName: 'sts', formData: { sts: '*******456', result: 'ok' }, userId: null, trackingId: deviceId() },
    ]);
  });

  it('signed in: adds the analytics event of each action (userId, event, params, session, WebVersion) and the auth query', async () => {
    await signIn();
    trackButton('pay');
    flushTracking();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url.searchParams.get('userId')).toBe('7');
    expect(sent[0]!.records).toEqual([
      { type: 'button', buttonName: 'pay', userId: '7', trackingId: deviceId() },
      { type: 'event', userId: '7', event: 'clicked-button_pay', params: '{}', session: 'a'.repeat(64), channel: 'WebVersion' },
    ]);
  });

  it('sends a full batch at once, 50 records at most per call', async () => {
    for (let i = 0; i < 120; i++) trackScreen(`s${i}`);
    // 50 filled a batch twice; the remaining 20 wait for the delay or the page being left.
    expect(queuedTracking()).toBe(20);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((s) => s.records.length)).toEqual([50, 50, 20]);
  });

  it('refuses a record without a required field before sending, naming the field in Russian', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(trackButton('')).toEqual({ ok: false, error: 'Не передано обязательное поле «buttonName»' });
    expect(trackScreen('  ')).toEqual({ ok: false, error: 'Не передано обязательное поле «screenName»' });
    expect(trackForm('')).toEqual({ ok: false, error: 'Не передано обязательное поле «formName»' });
    // Signed out there is no userId or session for an analytics event.
    expect(trackEvent('clicked-button_pay')).toEqual({ ok: false, error: 'Не передано обязательное поле «userId»' });
    expect(queuedTracking()).toBe(0);
    warn.mockRestore();
  });

  it('an unreachable or failing endpoint costs only the figures: no throw, no error, the page goes on', async () => {
    answer = () => HttpResponse.error();
    expect(trackScreen('home')).toEqual({ ok: true });
    flushTracking();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    answer = () => HttpResponse.json({ status: 'error', error: { code: 'internal', errorDesc: 'x' } }, { status: 500 });
    trackButton('pay');
    flushTracking();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const health = await apiCall<{ deviceId: string }>('health', { auth: false });
    expect(health.status).toBe('ok');
  });

  it('reports a form with its result and never changes what the form gets', async () => {
    await expect(reportFormSubmission('inn', { data: '7707083893' }, async () => 'added')).resolves.toBe('added');
    const failure = new Error('refused');
    await expect(
      reportFormSubmission('inn', { data: '7707083893' }, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    flushTracking();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.records.map((r) => r.formData)).toEqual([
      { data: '*******893', result: 'ok' },
      { data: '*******893', result: 'error' },
    ]);
  });
});
