// Prints one plain closing line that CI reads: `vitest: N passed, N failed, N skipped`.
import type { Reporter, TestModule } from 'vitest/node';

export class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const n = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const m of modules) {
      for (const t of m.children.allTests()) n[t.result().state]++;
      if (m.errors().length > 0) n.failed++;
    }
    n.failed += unhandledErrors.length;
    console.log(`vitest: ${n.passed} passed, ${n.failed} failed, ${n.skipped} skipped`);
  }
}
