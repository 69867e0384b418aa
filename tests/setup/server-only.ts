// Stand-in for the `server-only` marker package outside the Next.js bundler (vitest, tsx scripts).
export {};
