import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'sandbox/dist/', 'node_modules/', 'bench/results/', 'custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    ...wc.configs['flat/recommended'],
    rules: {
      ...wc.configs['flat/recommended'].rules,
      // The widgets render into light DOM on purpose (the specification asks for page styles).
      'wc/guard-super-call': 'off',
    },
  },
  {
    files: ['sandbox/**', 'scripts/**', 'demo/**', 'bench/**', 'test/support/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // The Jest example is a CommonJS test file of a project without configuration, as Jest runs it.
    files: ['docs/examples/jest/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
