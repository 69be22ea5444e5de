// Lint for every workspace. The import rules keep the architecture of README.md ("The repository"):
// features never import each other, shared code never imports features, the SPA reaches data
// only through its data port (web/src/lib/data), and the API reaches storage only through its
// store port (functions/src/store).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = fs.existsSync('web/src/features')
  ? fs
      .readdirSync('web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const featureZones = features.map((name) => ({
  target: `./web/src/features/${name}`,
  from: './web/src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: compose them in web/src/app.',
}));

const dataOnly = 'Only the data port (web/src/lib/data) talks to back ends.';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-firebase/**', 'functions/lib/**', '.data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./web/src/components', './web/src/lib', './web/src/config', './web/src/hooks'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code does not depend on features or on the app shell.',
            },
            { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app shell.' },
            {
              target: './web/src/testing',
              from: './web/src/features',
              message:
                'Test helpers render the app (web/src/app), never one feature: features do not depend on each other through them.',
            },
            {
              target: [
                './web/src/features',
                './web/src/app',
                './web/src/components',
                './web/src/hooks',
                './web/src/testing',
              ],
              from: './web/src/lib/data/adapters',
              message: 'Use the data port (web/src/lib/data), never an adapter directly.',
            },
            {
              target: './hall-model',
              from: ['./web', './functions', './tests'],
              message: 'The hall model depends on nothing.',
            },
            {
              target: './functions/src/routes',
              from: './functions/src/store/sqlite',
              message: 'Routes reach storage only through the store port.',
            },
            {
              target: './functions/src/routes',
              from: './functions/src/store/firestore',
              message: 'Routes reach storage only through the store port.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/data/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: dataOnly },
        { name: 'XMLHttpRequest', message: dataOnly },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/firestore*', 'firebase/storage*', '@firebase/firestore*', '@firebase/storage*'],
              message: dataOnly,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/store/**', 'functions/src/dev/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'better-sqlite3', message: 'Storage lives behind functions/src/store.' }],
          patterns: [
            {
              group: ['firebase-admin/firestore', 'firebase-admin/storage'],
              message: 'Storage lives behind functions/src/store.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and scripts use the workspaces' entry points (package.json "exports": @hall/model,
    // @hall/functions/api, @hall/web/firestore-adapter ...), never their private files.
    files: ['tests/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/src/**', '**/functions/src/**', '**/hall-model/src/**'],
              message: 'Import the workspace\'s entry point (its package.json "exports"), not its private files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['hall-model/src/**/*.ts'],
    ignores: ['hall-model/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'https'], message: 'The hall model has no I/O.' }] },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'window', 'document', 'localStorage'],
    },
  },
);
