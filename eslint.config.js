// Lint rules: typescript-eslint's recommended type-aware set, React hooks rules for the client, and the
// import boundaries of the code layout (STYLE §10): the client never imports the server, the UI kit never
// imports features or pages, a feature never imports another feature; no import cycles; jsx-a11y's strict set.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'tests/build/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify route handlers and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      // React Router's idiom: a loader throws `data(…, { status })` to render the error page.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // The service worker is plain JavaScript served as it is, outside the TypeScript project.
    files: ['client/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { project: false, projectService: false, program: null },
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Accessibility of the markup, checked as it is written; axe checks the rendered pages in e2e.
    files: ['client/**/*.tsx'],
    ...jsxA11y.configs.strict,
  },
  {
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // The unrs-based node resolver follows package.json `imports`, so `#client/…` and `#shared/…` paths
    // are checked against the zones below like relative ones.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Deep relative paths break when a file moves; the package.json aliases do not.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import through #client/…, #server/…, #shared/… or #scripts/… instead.' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './client', from: './server', message: 'The browser code never imports the server.' },
            { target: './shared', from: ['./server', './client'], message: 'shared/ is imported by both sides and imports neither.' },
            {
              target: './client/components',
              from: ['./client/features', './client/routes'],
              message: 'The UI kit and layouts never import features or pages.',
            },
            ...features.map((feature) => ({
              target: `./client/features/${feature}`,
              from: './client/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move the shared piece to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
);
