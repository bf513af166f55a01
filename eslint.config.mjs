// A small rule set: the recommended rules of ESLint and typescript-eslint, the classic React hooks rules, the
// layers of architecture/layers.mjs (docs/ARCHITECTURE.md), the web app's one source of API types, and its one useId.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import awsSdkImports from './architecture/aws-sdk-imports.cjs';
import layers from './architecture/eslint-layers.mjs';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'frontend/dist', '.data', 'coverage', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  { plugins: { layers }, rules: { 'layers/layers': 'error' } },
  awsSdkImports,
  {
    files: ['frontend/src/**/*.tsx', 'frontend/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // One type source in the web app (docs/FRONTEND.md "API calls"): the API's shapes come from the generated contract,
  // never from the zod schemas or the route contracts (which would also load zod into pages).
  {
    files: ['frontend/src/**/*.tsx', 'frontend/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@shared/schemas/*',
                '@shared/contracts/*',
                '@shared/routes',
                '**/shared/schemas/*',
                '**/shared/contracts/*',
                '**/shared/routes',
              ],
              message: 'Type API shapes with frontend/src/lib/api-contract.generated.ts (npm run generate:client), not the zod schemas.',
            },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                "Use useId from '@/lib/use-id': preact/compat's repeats ids inside a portal (docs/FRONTEND.md \"Preact in the build\").",
            },
          ],
        },
      ],
    },
  },
  { files: ['architecture/**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
  },
);
