import type { Reporter, TestModule } from 'vitest/node';

/** One plain closing line, `vitest: N passed, N failed, N skipped`, for CI logs to read. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
