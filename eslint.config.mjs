// ESLint flat config: TypeScript rules everywhere, React hooks rules in the front ends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';

/** Issue 9: the API's source, off limits to the front ends, shared-ui and the domain package. */
const API_SOURCE = {
  // api/src, api/test, api/dist by any path; the api folder itself ('../../api'); the @bandi/api package
  regex: '(^|/)api/(src|test|dist)(/|$)|^(\\.\\./){2,}api/?$|^@bandi/api(/|$)',
  message: 'Do not import the API source from a front end or the domain package: move the shared fact to @bandi/domain.',
};

/**
 * Issue 12: the names the federation shares as `react-router-dom`, read from the module it shares
 * (tools/shared/react-router-dom.mjs, every `export { … }` list): any other name would be undefined
 * at run time, so importing it is refused until it is added there.
 */
const ROUTER_NAMES = [
  ...readFileSync(new URL('./tools/shared/react-router-dom.mjs', import.meta.url), 'utf8').matchAll(/export \{([^}]*)\}/g),
].flatMap((m) =>
  m[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

export default tseslint.config(
  // api-client/src/generated: orval's output, checked against the OpenAPI document by api/test/openapi.test.ts
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'var/**',
      '**/coverage/**',
      'api/data/**',
      'api/test-bundles/**',
      'api-client/src/generated/**',
    ],
  },
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
    // Path ids go through IdPipe (api/src/common/http/input-policy.ts): an id past int32 is a 404
    // before it reaches the database; Nest's ParseIntPipe lets 2147483648 through to a failing query.
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@nestjs/common', importNames: ['ParseIntPipe'], message: 'Use idPipe from common/http/input-policy.' }] },
      ],
    },
  },
  {
    // Issue 9: the front ends, shared-ui and the domain package never import the server's source;
    // facts both sides need live in @bandi/domain (docs/domain.md). domain/test/lint-boundaries.test.ts checks this rule.
    files: ['shell/**/*.{ts,tsx,js,jsx}', 'mf-*/**/*.{ts,tsx,js,jsx}', 'shared-ui/**/*.{ts,tsx,js,jsx}', 'domain/**/*.{ts,tsx,js,jsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [API_SOURCE],
        },
      ],
    },
  },
  {
    // Issue 12: the shell and the remotes take Mantine from the @bandi/shared-ui singleton
    // (shared-ui/src/mantine.ts), never from @mantine/* itself: Mantine is not a shared module of
    // the federation (tools/webpack.federation.cjs), so a direct import would ship a second copy.
    // Mantine's stylesheets (@mantine/core/styles.css and the like) stay importable.
    files: ['shell/src/**/*.{ts,tsx,js,jsx}', 'mf-*/src/**/*.{ts,tsx,js,jsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/dates'].map((name) => ({
            name,
            message: 'Import Mantine from @bandi/shared-ui (add the name to shared-ui/src/mantine.ts): one copy at run time.',
          })),
          patterns: [API_SOURCE],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx,js,jsx}', 'mf-*/src/**/*.{ts,tsx,js,jsx}', 'shared-ui/src/**/*.{ts,tsx,js,jsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_NAMES,
              allowTypeImports: true,
              message: 'Only the names shared by the federation (tools/shared/react-router-dom.mjs): add it there first.',
            },
            { name: 'react-router', message: 'Import from react-router-dom (a shared singleton, tools/webpack.federation.cjs).' },
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
