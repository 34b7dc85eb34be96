import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'coverage/', 'test-results/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Each file gets the program of its nearest tsconfig.json: the root one, which sees all.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // A variable read by a callback before its one assignment cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],

      // A dropped promise hides its rejection; `void` marks the ones meant to run on their own.
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise handed to a callback slot that ignores it (a timer, an event, a JSX handler)
      // is a rejection nobody sees.
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Type-only imports are erased; marking them keeps runtime import graphs (and cycles) honest.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-exports': [
        'error',
        { fixMixedExportsWithInlineTypeSpecifier: true },
      ],

      // One import order everywhere (Node built-ins, packages, then parents before siblings),
      // fixable with --fix. Import cycles are checked by dependency-cruiser in `npm run check`.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: false }],
      // The bundler's minifier takes decodeURIComponent for pure and drops a call whose value is
      // unused, so a check that a text decodes vanishes from the build.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement > CallExpression[callee.name='decodeURIComponent']",
          message: 'The build drops this call: check with percentDecoded() and use its value.',
        },
      ],
    },
  },
  {
    // Tool configs that must be CommonJS (dependency-cruiser's).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // Scripts and tool configs are plain JS outside every tsconfig: lint them without types.
    files: ['**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
