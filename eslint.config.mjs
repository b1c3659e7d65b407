// ESLint flat config: TypeScript rules everywhere, React hooks rules in the front ends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'var/**', '**/coverage/**', 'api/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Issue 9: the front ends, shared-ui and the domain package never import the server's source;
    // facts both sides need live in @bandi/domain (docs/domain.md). domain/test/lint-boundaries.test.ts checks this rule.
    files: ['shell/**/*.{ts,tsx,js,jsx}', 'mf-*/**/*.{ts,tsx,js,jsx}', 'shared-ui/**/*.{ts,tsx,js,jsx}', 'domain/**/*.{ts,tsx,js,jsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // api/src, api/test, api/dist by any path; the api folder itself ('../../api'); the @bandi/api package
              regex: '(^|/)api/(src|test|dist)(/|$)|^(\\.\\./){2,}api/?$|^@bandi/api(/|$)',
              message: 'Do not import the API source from a front end or the domain package: move the shared fact to @bandi/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', 'tools/**', 'e2e/**'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
);
