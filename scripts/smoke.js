// `npm run smoke -- <url>`: the supertest smoke checks against any running deployment.
import { startVitest } from 'vitest/node';

const target = process.argv[2];
if (!target || !/^https?:\/\//.test(target)) {
  console.error('usage: npm run smoke -- <url>   (for example http://localhost:3000)');
  process.exit(2);
}
process.env.SMOKE_URL = target.replace(/\/$/, '');
const vitest = await startVitest('test', [], {
  config: 'vitest.smoke.config.ts',
  run: true,
  watch: false,
});
await vitest?.close();
process.exit(process.exitCode ?? (vitest?.state.getCountOfFailedTests() ? 1 : 0));
