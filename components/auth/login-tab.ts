/** Tabs of the login page, as `?tab=` names them; `forgot` opens «Вход» at the reset request. */
export type LoginTab = 'password' | 'register' | 'link' | 'forgot';

/** The `?tab=` value as a known tab, else the password sign-in. Plain module: the server page calls it. */
export function parseLoginTab(raw: string | string[] | undefined): LoginTab {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'register' || value === 'link' || value === 'forgot' ? value : 'password';
}
