import { describe, expect, it } from 'vitest';
import { loginTabHref, parseLoginTab } from '@/components/auth/login-tab';

describe('the login page tabs as addresses', () => {
  it('links each tab to the page opened at it, keeping where the visitor was going', () => {
    expect(loginTabHref('password', null)).toBe('/login');
    expect(loginTabHref('register', null)).toBe('/login?tab=register');
    expect(loginTabHref('link', '/fines/list?tab=orders')).toBe('/login?tab=link&next=%2Ffines%2Flist%3Ftab%3Dorders');
    expect(loginTabHref('password', '/profile')).toBe('/login?next=%2Fprofile');
  });

  it('reads back the tab each link names', () => {
    for (const tab of ['password', 'register', 'link'] as const) {
      const href = new URL(loginTabHref(tab, '/profile'), 'http://localhost');
      expect(parseLoginTab(href.searchParams.get('tab') ?? undefined)).toBe(tab);
      expect(href.searchParams.get('next')).toBe('/profile');
    }
  });
});
