import { defineConfig } from 'vitest/config';

/** Smoke checks against a deployment named by SMOKE_URL (see scripts/smoke.js). */
export default defineConfig({
  test: { include: ['tests/smoke/**/*.test.ts'], testTimeout: 20_000 },
});
