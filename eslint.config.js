import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  // The endpoint table (packages/contracts/src/*.endpoints.ts) is the only place an API path is written: the server
  // registers routes through route() (platform/http/route.ts), the web app calls through call() (lib/endpoint-client.ts).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/platform/http/route.ts', 'apps/server/src/platform/http/web-app.ts'],
    rules: {
      'no-restricted-syntax': ['error', namedExportsOnly, {
        selector: "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/]",
        message: 'Declare the endpoint in packages/contracts/src/<module>.endpoints.ts and register it with route().',
      }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/api-client.ts', 'apps/web/src/lib/endpoint-client.ts'],
    rules: {
      'no-restricted-syntax': ['error', namedExportsOnly, {
        selector: "CallExpression[callee.object.name='api'][callee.property.name=/^(get|post|put|patch|delete)$/]",
        message: 'Call the API through call(endpoints.x, ...) from lib/endpoint-client.ts: paths and types come from the endpoint table.',
      }],
    },
  },
  {
    files: ['**/*.config.{js,ts}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
