// Lint: typescript-eslint's recommended rules plus the layer rules of docs/architecture.md
// (why each exists: CONTRIBUTING.md, "What the lint rules guard, and why").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const outsideLayer = {
  paths: [
    { name: 'three', message: 'core/ and games/ are pure: no three.js.' },
    { name: 'zustand', message: 'core/ and games/ are pure: no zustand.' },
    { name: 'zustand/vanilla', message: 'core/ and games/ are pure: no zustand.' },
  ],
  patterns: [
    { group: ['three/*'], message: 'core/ and games/ are pure: no three.js.' },
    { group: ['@dimforge/*'], message: 'core/ and games/ are pure: Rapier lives in src/physics.' },
    {
      group: ['**/render/**', '**/ui/**', '**/physics/**'],
      message: 'core/ and games/ may not import render, ui or physics.',
    },
  ],
};

const pureGlobals = [
  { name: 'window', message: 'No DOM in core/ and games/.' },
  { name: 'document', message: 'No DOM in core/ and games/.' },
  { name: 'localStorage', message: 'No DOM in core/ and games/.' },
  { name: 'navigator', message: 'No DOM in core/ and games/.' },
  { name: 'performance', message: 'No clock in core/ and games/: inject one.' },
  { name: 'setTimeout', message: 'No clock in core/ and games/.' },
  { name: 'requestAnimationFrame', message: 'No DOM in core/ and games/.' },
];

const pureSyntax = [
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'Use the seeded generator in core/rng.ts.',
  },
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'No clock in core/ and games/: inject one.',
  },
  {
    selector: "NewExpression[callee.name='Date']",
    message: 'No clock in core/ and games/: inject one.',
  },
];

const appOnlyInShell = {
  group: ['**/shell/app.ts'],
  message:
    'Take the app as a Shell (shell/context.ts); only main.ts and shell/ know the App class.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-undef': 'off',
    },
  },
  {
    files: ['src/core/**/*.ts', 'src/games/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', outsideLayer],
      'no-restricted-globals': ['error', ...pureGlobals],
      'no-restricted-syntax': ['error', ...pureSyntax],
    },
  },
  {
    // games/discwars reaches physics only through its port (types), never Rapier itself.
    files: ['src/physics/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'three', message: 'physics/ has no three.js.' }],
          patterns: [
            {
              group: ['**/render/**', '**/ui/**'],
              message: 'physics/ may not import render or ui.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'document', message: 'No DOM in physics/.' },
        { name: 'window', message: 'No DOM in physics/.' },
      ],
    },
  },
  {
    // The parts of the shell are handed the app as a `Shell` (shell/context.ts), never its class.
    files: ['src/ui/**/*.ts'],
    ignores: ['src/ui/shell/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appOnlyInShell] }],
    },
  },
  {
    // A table imports only the plug-in interface (tables/table.ts), never the registry of tables.
    files: ['src/ui/tables/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appOnlyInShell,
            {
              group: ['**/tables/registry.ts', '../registry.ts'],
              message: 'A table imports tables/table.ts, never the registry that loads it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/render/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zustand', message: 'render/ reads state handed to it.' }],
          patterns: [{ group: ['**/ui/**'], message: 'render/ may not import ui.' }],
        },
      ],
    },
  },
);
