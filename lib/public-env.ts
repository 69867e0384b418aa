/**
 * Configuration the browser sees: `NEXT_PUBLIC_*` values, inlined by the build. Kept apart from
 * lib/env.ts (the server's validated configuration, `server-only`) so that no server variable
 * name, default or validation library reaches a browser chunk (ADR 13). Plain reads, no zod.
 */

/**
 * Base URL of /105/api for the browser (NEXT_PUBLIC_API_BASE_URL, inlined at build time).
 * Empty: the same origin. The client works against any host that speaks the same contract.
 */
export const PUBLIC_API_BASE_URL: string = process.env.NEXT_PUBLIC_API_BASE_URL ?? '';
