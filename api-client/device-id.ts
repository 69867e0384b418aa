import { DEVICE_ID_KEY } from '@/lib/contract/tracking';

let fallback: string | undefined;

/** A random UUID v4 (crypto.randomUUID where the page is a secure context, else getRandomValues). */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The device id (spec §3): a UUID created on first use and kept in localStorage under
 * `userTrackingId`; it survives sign-in and sign-out. Where storage is blocked it lives as long as
 * the page. Sent as the `DeviceId` header and as the `trackingId` of log records.
 */
export function deviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
    const created = fallback ?? newUuid();
    window.localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return (fallback ??= newUuid());
  }
}
