import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Lint rules: Next.js core web vitals + TypeScript, and the import direction of
 * ARCHITECTURE.md §2 — components and the API client never reach into server code;
 * pure domain rules import nothing of the app.
 */
const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'tests/bench/fixture/.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // Do not parse dependencies (PGlite's bundle overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './components', from: './lib/server', message: 'Components talk to the server only through api-client/.' },
            { target: './api-client', from: './lib/server', message: 'The API client must not import server code.' },
            {
              target: './lib/domain',
              from: ['./lib/server', './api-client', './components', './app'],
              message: 'Domain rules are pure.',
            },
            {
              target: './lib/validation',
              from: ['./lib/server', './api-client', './components', './app'],
              message: 'Schemas are shared and pure.',
            },
            { target: './proxy.ts', from: './lib/server', message: 'The proxy reads the cookie format only (lib/auth).' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
];

export default config;
