import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'demo-api/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'tests/**/*.test.ts',
    ],
    // The smoke checks need a deployment's URL: `npm run smoke -- <url>` (run by a test too).
    exclude: ['tests/smoke/**', 'node_modules/**', 'dist/**', 'dist-*/**'],
    reporters: ['default', './tests/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
