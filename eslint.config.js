import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import boundaries from './lint/boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.output',
      'dist',
      'app/paraglide',
      'app/routeTree.gen.ts',
      'data',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The units of the repository and the one-way flow inside the site (lint/boundaries.js).
    files: [
      'app/**/*.{ts,tsx}',
      'api/**/*.{ts,tsx}',
      'contract/**/*.ts',
      'server/**/*.ts',
      'scripts/**/*.ts',
      'tests/**/*.ts',
      'lint/**/*.ts',
    ],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // Paraglide's message functions carry every language: only the server calls them, and the
    // browser receives the page's messages in its language as loader data (decisions 013, 024, 036).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/paraglide/messages', '**/paraglide/messages/*', '**/paraglide/runtime'],
              allowTypeImports: true,
              message: 'Send the messages from the loader (messagesOf, shared/i18n/messages.server.ts) and read them with t().',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
      },
    },
  },
)
