import { createApi } from './api';
import { readAuth } from './auth-record';
import type { Badge } from './badge';
import { NOTICE_KEY, runCheck, signedOut } from './check';
import { localStore, sessionStore } from './chrome-store';
import { API_BASE_URL, SITE_URL } from './config';
import { acceptHandover } from './handover';
import { isPopupMessage } from './messages';

/**
 * The service worker: checks the fines every CHECK_PERIOD_MINUTES (chrome.alarms) and sooner while
 * registry lookups run, keeps the badge, announces new fines (chrome.notifications), takes the
 * sign-in hand-over from the site and does what the popup asks.
 */
const api = createApi(API_BASE_URL);
const local = localStore();
const CHECK_ALARM = 'shtrafy:check';
const RECHECK_ALARM = 'shtrafy:recheck';
/** How often the fines are checked in the background, minutes. */
const CHECK_PERIOD_MINUTES = 30;
const NOTIFICATION_ID = 'shtrafy:new-fines';

async function setBadge(badge: Badge): Promise<void> {
  await chrome.action.setBadgeText({ text: badge.text });
  await chrome.action.setBadgeBackgroundColor({ color: badge.color });
  await chrome.action.setTitle({ title: badge.title });
}

async function notify(title: string, message: string): Promise<void> {
  await chrome.notifications.create(NOTIFICATION_ID, {
    type: 'basic',
    iconUrl: chrome.runtime.getURL('icons/icon-128.png'),
    title,
    message,
  });
}

let running: Promise<void> | null = null;

/** One check at a time; a request during a check waits for it. Lookups still running → look again after `wait`. */
function check(): Promise<void> {
  running ??= runCheck({ local, api, setBadge, notify })
    .then(async (wait) => {
      if (wait) await chrome.alarms.create(RECHECK_ALARM, { delayInMinutes: Math.max(0.5, wait / 60) });
    })
    .finally(() => {
      running = null;
    });
  return running;
}

async function ensureSchedule(): Promise<void> {
  if (!(await chrome.alarms.get(CHECK_ALARM))) {
    await chrome.alarms.create(CHECK_ALARM, { periodInMinutes: CHECK_PERIOD_MINUTES });
  }
}

chrome.runtime.onInstalled.addListener(() => void ensureSchedule().then(check));
chrome.runtime.onStartup.addListener(() => void ensureSchedule().then(check));
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === CHECK_ALARM || alarm.name === RECHECK_ALARM) void check();
});

chrome.notifications.onClicked.addListener((id) => {
  if (id !== NOTIFICATION_ID) return;
  void chrome.tabs.create({ url: new URL('/fines/list', SITE_URL).toString() });
  void chrome.notifications.clear(id);
});

// The site's confirmation page (the only page `externally_connectable` admits) hands over a sign-in.
chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  void acceptHandover(message, sender, { siteUrl: SITE_URL, session: sessionStore(), local, api }).then(async (reply) => {
    if (reply.ok) await local.remove(NOTICE_KEY);
    sendResponse(reply);
    if (reply.ok) void check();
  });
  return true; // the answer comes asynchronously
});

// The popup asks for a check now, or to sign out (only this extension: the site stays signed in).
chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id || !isPopupMessage(message)) return false;
  const done =
    message.type === 'shtrafy:check'
      ? check()
      : readAuth(local)
          .then((auth) => auth && api.logout(auth))
          .catch(() => undefined) // offline: the sign-in is forgotten here and ends on /profile or by itself
          .then(() => signedOut({ local, setBadge }));
  void done.then(() => sendResponse({ ok: true }));
  return true;
});
