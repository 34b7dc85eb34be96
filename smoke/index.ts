/**
 * The ops smoke suite: `node dist/smoke.js <url> [options]` in the image (Node built-ins only,
 * since the image has no dev dependencies), `npm run smoke -- <url>` in a checkout.
 */
import { writeFile } from 'node:fs/promises';

import { parseOptions, USAGE, UsageError } from './options';
import { countsOf, jsonReport, junitReport, resultLine, summaryLine } from './report';
import { runChecks } from './run';

async function main(args: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`smoke: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const startedAt = new Date();
  const results = await runChecks(options, (result) => console.log(resultLine(result)));
  const counts = countsOf(results);
  console.log(summaryLine(counts));
  try {
    if (options.json) await writeFile(options.json, jsonReport(options.url, startedAt, results));
    if (options.junit) await writeFile(options.junit, junitReport(options.url, startedAt, results));
  } catch (error) {
    console.error(`smoke: cannot write the report: ${(error as Error).message}`);
    return 1;
  }
  return counts.failed > 0 ? 1 : 0;
}

// Exits at once: idle keep-alive sockets to the site must not hold the process open.
process.exit(await main(process.argv.slice(2)));
