// The table on stdout and the same figures as JSON in bench-results/ (ignored by git).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const COLUMNS = [
  ['target', 18, (row) => row.target],
  ['cache', 12, (row) => (row.cacheStatus ? `${row.cache} (${row.cacheStatus})` : row.cache)],
  ['req/s', 8, (row) => row.rps],
  ['p50 ms', 7, (row) => row.p50],
  ['p99 ms', 7, (row) => row.p99],
  ['non-2xx', 8, (row) => row.non2xx],
  ['errors', 7, (row) => row.errors],
  ['ceiling req/s', 14, (row) => row.ceilingRps ?? '-'],
  ['ratio', 6, (row) => (row.ratio === undefined ? '-' : row.ratio.toFixed(3))],
  ['CPU µs/req', 11, (row) => row.cpuUsPerRequest ?? '-'],
];

export function printTable(rows) {
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1])));
  console.log(line(COLUMNS.map(([title]) => title)).join(' '));
  for (const row of rows)
    console.log(line(COLUMNS.map(([, , value]) => String(value(row)))).join(' '));
}

export async function writeJson(result) {
  const dir = path.resolve('bench-results');
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `bench-${stamp}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
