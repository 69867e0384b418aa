import type { Mock } from 'vitest';

/**
 * `@/api-client/navigation` for a component test that signs out or ends a sign-in: `reloadTo` is
 * the test's spy (jsdom cannot load another page), the paths are the module's own. Use as
 * `vi.mock('@/api-client/navigation', async () => (await import('./navigation-mock')).navigationModule(spy))`
 * (imported inside the factory: vi.mock runs before the file's imports).
 */
export function navigationModule(reloadTo: Mock) {
  return { reloadTo, LOGIN_PATH: '/login/', SIGN_IN_ENDED_PATH: '/login/?ended=1' };
}
