// One lint setup for the whole workspace. The import zones encode the architecture:
// contract <- server; contract <- web components/lib <- features <- app; features never meet.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const features = 'apps/web/src/features';
const serverModules = 'apps/server/src/modules';
// Every server module, read from disk: each is a room whose one door is its index.ts.
const modules = fs.existsSync(serverModules)
  ? fs
      .readdirSync(serverModules, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
// Every feature folder, read from disk so a new feature is isolated without editing this file.
const webFeatures = fs.existsSync(features)
  ? fs
      .readdirSync(features, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // The import rules read the files an import leads to: they must parse TypeScript to follow it.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // The TypeScript resolver maps the server's `./x.js` specifiers to their `.ts` files; without
      // it those imports are unresolved and no zone or cycle rule sees them.
      'import/resolver': {
        typescript: { project: 'apps/server/tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: './apps', message: 'The contract imports neither app.' },
            { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app shell.',
            },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared components stay below features.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'lib stays below features.',
            },
            ...modules.map((m) => ({
              target: `./${serverModules}/${m}`,
              from: `./${serverModules}`,
              except: [`./${m}`, ...modules.filter((o) => o !== m).map((o) => `./${o}/index.ts`)],
              message: 'A module uses another only through its door (index.ts): see ARCHITECTURE.md.',
            })),
            {
              target: [
                './apps/server/src/platform',
                './apps/server/src/plugins',
                './apps/server/src/db/schema',
                './apps/server/src/db/client.ts',
              ],
              from: ['./apps/server/src/modules', './apps/server/src/app.ts'],
              message: 'Platform, plugins and the database sit below the modules.',
            },
            {
              // The demo data is made the way the portal makes it, through the modules' doors.
              target: './apps/server/src/db/seed',
              from: './apps/server/src/modules',
              except: modules.map((m) => `./${m}/index.ts`),
              message: 'The seed uses a module only through its door (index.ts).',
            },
            ...webFeatures.map((f) => ({
              target: `./${features}/${f}`,
              from: `./${features}`,
              except: [`./${f}`],
              message: 'A feature does not import another feature; compose them in app/routes.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Imports run one way on the server too: a cycle between modules (or files) fails lint.
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'apps/server/scripts/**',
      'bench/**',
      'scripts/**',
      'apps/server/src/server.ts',
      'apps/server/src/serve.ts',
      'apps/server/src/cli/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
