import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js'];

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': SOURCE_EXTENSIONS },
      // Imports carry no extension (Bundler resolution); there are no path aliases to map.
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
    },
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

      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Scripts and tool configs are plain JS outside every tsconfig: lint them without types.
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
