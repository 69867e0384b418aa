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
      'extension/dist/**',
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
            {
              target: './extension',
              from: ['./lib/server', './api-client', './app', './lib/env.ts'],
              message: 'The extension is a client of its own: the API through extension/src/api.ts, shared pure rules only.',
            },
            {
              target: './extension',
              from: './components',
              except: ['./ui'],
              message: 'The extension shares only the UI primitives (components/ui).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A promise nobody awaits hides its failure and races what follows (a missing `await` once
    // raced the sign-in cookie): await it, handle its rejection, or mark it `void` on purpose.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['tests/bench/fixture/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // The extension is not a Next.js app: its popup is a static page inside the extension.
    files: ['extension/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Toasts: one module decides position, display times and the limit (spec §8, §9).
    files: ['app/**', 'components/**', 'api-client/**', 'lib/**'],
    ignores: ['components/ui/toasts.ts', 'components/ui/toast-area.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-toastify', message: "Show toasts through '@/components/ui/toasts'." }] },
      ],
    },
  },
];

export default config;
