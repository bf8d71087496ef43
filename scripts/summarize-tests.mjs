// Turns Vitest JSON reports into the one closing line CI reads: 'label: N passed, N failed, N skipped'.
// Usage: node scripts/summarize-tests.mjs LABEL REPORT.json [REPORT.json ...]
import { existsSync, readFileSync } from 'node:fs';

const [label, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  if (!existsSync(file)) {
    failed += 1; // the run died before writing its report
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed to load ran no test, yet it failed.
  failed += report.testResults.filter(
    (suite) => suite.status === 'failed' && !suite.assertionResults.some((a) => a.status === 'failed'),
  ).length;
}
console.log(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
