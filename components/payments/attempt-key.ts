/**
 * A fresh key for one press of «Оплатить» (UUID v4): the server answers repeats of it with the same
 * payment, so a double click or a retried request never pays twice. Made from
 * `crypto.getRandomValues`, which works on plain-HTTP addresses too (`randomUUID` needs a secure context).
 */
export function newAttemptKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
