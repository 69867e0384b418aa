import { vi } from 'vitest';

/**
 * `next/navigation` for components under test, so a test can say where the page went:
 * `vi.mock('next/navigation', () => import('./router-mock'))`, then assert on `router`.
 */
export const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() };

/** The app router hook, giving the mock `router` above. */
export const useRouter = () => router;
