import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CLIENT_PROXIES } from './e2e/support/client-address-proxy';
import { SMTP_PORT } from './e2e/support/smtp-sink';

/**
 * End-to-end tests in a real Chromium against the production build on a fresh embedded database.
 * Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser
 * (`npx playwright install chromium`).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  executablePath: chromiumPath,
  // Without these, Chromium keeps dialling Google's hosts, which a closed network refuses.
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

function proxyOf(project: keyof typeof CLIENT_PROXIES) {
  return { server: `http://127.0.0.1:${CLIENT_PROXIES[project].port}` };
}

export default defineConfig({
  testDir: './e2e',
  // A real SMTP server receives the app's mail for the whole run.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { baseURL, trace: 'on-first-retry', locale: 'ru-RU', timezoneId: 'Europe/Moscow' },
  projects: [
    // Each project reaches the server from its own address (e2e/support/client-address-proxy.ts).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions, proxy: proxyOf('desktop') } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions, proxy: proxyOf('phone') }, testIgnore: /api\// },
  ],
  webServer: {
    // A fresh data directory on every run: the tests start from an empty database.
    command: `rm -rf .data/e2e && npm run build && npx next start -p ${PORT} -H 127.0.0.1`,
    url: `${baseURL}/105/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      DATA_DIR: '.data/e2e',
      PUBLIC_URL: baseURL,
      SANDBOX_DELAY_MIN_MS: '500',
      SANDBOX_DELAY_MAX_MS: '1500',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // e2e/security-headers.spec.ts: the other-host client's origin.
      API_ALLOWED_ORIGINS: 'https://partner.example',
      // e2e/fine-details.spec.ts: the map loads Leaflet, and its tiles come from an address that
      // does not answer (no network here): the marker and the place in words must still show.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
  },
});
