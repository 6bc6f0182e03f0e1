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
    files: ['app/**/*.{ts,tsx}', 'api/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
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
