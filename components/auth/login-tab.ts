/** Tabs of the login page, as `?tab=` names them; `forgot` opens «Вход» at the reset request. */
export type LoginTab = 'password' | 'register' | 'link' | 'forgot';

/** The `?tab=` value as a known tab, else the password sign-in. Plain module: the server page calls it. */
export function parseLoginTab(raw: string | string[] | undefined): LoginTab {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'register' || value === 'link' || value === 'forgot' ? value : 'password';
}

/**
 * The address of the login page opened at `tab`, keeping where the visitor was going (`next`,
 * already checked by safeNextPath). The tabs are links to it, so they work before the page's
 * scripts run and without them.
 */
export function loginTabHref(tab: Exclude<LoginTab, 'forgot'>, next: string | null): string {
  const query = new URLSearchParams();
  if (tab !== 'password') query.set('tab', tab);
  if (next) query.set('next', next);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
