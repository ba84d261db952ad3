// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

/**
 * The dependency direction of docs/architecture.md, as lint zones: `target` may not import
 * from `from`.
 */
const zones = [
  // lib knows nothing of the domain: only the contract.
  { target: './src/lib', from: ['./src/app', './src/routes', './src/features', './src/db', './src/data', './src/components', './src/links'], message: 'src/lib imports only the contract.' },
  // db: lib and contract only.
  { target: './src/db', from: ['./src/app', './src/routes', './src/features', './src/components', './src/data', './src/links'], message: 'src/db imports only lib and the contract.' },
  // data (the local-first layer over db): db, lib and contract only.
  { target: './src/data', from: ['./src/app', './src/routes', './src/features', './src/components', './src/links'], message: 'src/data imports only db, lib and the contract.' },
  // components/ui: design primitives, no features, db, data, app or app addresses.
  { target: './src/components', from: ['./src/app', './src/routes', './src/features', './src/db', './src/data', './src/links'], message: 'UI primitives import only lib.' },
  // links: the app's addresses, typed against the registered route tree (no import needed);
  // features, routes and app use them.
  { target: './src/links', from: ['./src/app', './src/routes', './src/features', './src/db', './src/data', './src/components'], message: 'src/links imports only lib and the contract.' },
  // features never import app or routes.
  { target: './src/features', from: ['./src/app', './src/routes'], message: 'A feature never imports the app or a route.' },
  // IndexedDB only through the data layer (resources, outbox, vault): never src/db directly.
  { target: ['./src/features', './src/routes'], from: './src/db', message: 'Features and routes reach IndexedDB only through src/data (resources, outbox, vault).' },
  // nothing imports routes (the generated route tree is the one entry).
  { target: ['./src/app', './src/components', './src/db', './src/data', './src/lib'], from: './src/routes', message: 'Nothing imports src/routes.' },
  // A feature never imports another feature: compose them in a route or in app.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in a route or in src/app.',
  })),
  // The service worker and the server share only the contract.
  { target: './sw', from: ['./src', './server'], message: 'sw/ imports only the contract.' },
  { target: './server', from: ['./src', './sw'], message: 'server/ imports only the contract.' },
  { target: './contract', from: ['./src', './sw', './server'], message: 'The contract depends on nothing of ours.' },
];

/** Tests may open a fresh database to set up a scene; the code under test still goes through src/data. */
const testZones = zones.filter((zone) => zone.from !== './src/db');

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/routeTree.gen.ts', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json', 'sw/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'off',
    },
  },
  {
    // The browser code: hooks rules, and no stray console output on members' phones.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Dexie is src/db's alone (src/data builds its live hooks on src/db/live.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/**', 'src/data/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/db uses Dexie; go through src/data.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testZones }] },
  },
  {
    // Named exports only in app code (config files need their default export).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'contract/**/*.ts'],
    rules: { 'import-x/no-default-export': 'error' },
  },
);
