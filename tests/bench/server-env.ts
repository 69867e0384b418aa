/**
 * The environment `npm start` gives the server beside `next start` (package.json «start»), for
 * the processes the benches start in its place, so their memory figures are the server's.
 *
 * MALLOC_TRIM_THRESHOLD_ (glibc): setting it turns off glibc's sliding mmap threshold. Without it,
 * each large block freed (PGlite copies every query's answer out of its WebAssembly memory into
 * one) raises the threshold, later blocks of that size come from the heap instead of their own
 * mappings, and the heap keeps their pages after they are freed: on PGlite a process read 100 000
 * rows and stayed 200 MiB higher, with the setting it went back down (README «Speed»). Other C
 * libraries (musl, macOS) ignore the variable.
 */
export const SERVER_ENV = { MALLOC_TRIM_THRESHOLD_: '131072' } as const;

/**
 * The «start» script package.json must have for SERVER_ENV to be what `npm start` runs with
 * (cross-env sets the variables in any shell, Windows' included).
 */
export const START_SCRIPT = `cross-env ${Object.entries(SERVER_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')} next start`;
