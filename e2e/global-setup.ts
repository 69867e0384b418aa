import { rmSync } from 'node:fs';
import { CLIENT_PROXIES, startClientAddressProxy } from './support/client-address-proxy';
import { MAIL_DIR, startSmtpSink } from './support/smtp-sink';

/**
 * Starts, for the whole run, the test SMTP server and each project's client-address proxy
 * (e2e/support/client-address-proxy.ts); the returned function stops them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  const stops = [
    await startSmtpSink(),
    ...(await Promise.all(Object.values(CLIENT_PROXIES).map(({ port, address }) => startClientAddressProxy(port, address)))),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
