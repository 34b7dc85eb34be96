// The bench's child processes (demo API, page server, ceiling). Each service logs to its own file
// rather than a pipe: a pipe would have to be drained by the bench process, which is busy
// generating load, and a slow reader would stall the server's synchronous log writes.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

const running = new Set();
let logDir;

function logFileFor(name) {
  logDir ??= mkdtempSync(path.join(os.tmpdir(), 'bench-logs-'));
  return path.join(logDir, `${name}.log`);
}

function readLog(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Spawns a child that is killed with the others by stopAll, on exit and on Ctrl-C. */
export function spawnTracked(command, args, options) {
  const child = spawn(command, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL if the child has not exited in time. */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAll() {
  await Promise.all([...running].map(stop));
  if (logDir) rmSync(logDir, { recursive: true, force: true });
  logDir = undefined;
}

/**
 * Starts a service that logs one JSON line `{"message":"listening","url":...}` when ready, and
 * resolves with that URL. On failure the error carries the end of the service's log.
 */
export async function startService(name, args, env) {
  const logFile = logFileFor(name);
  const fd = openSync(logFile, 'w');
  const child = spawnTracked(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    // The last piece may be a line still being written: only complete lines are read.
    for (const line of readLog(logFile).split('\n').slice(0, -1)) {
      if (!line.includes('"listening"')) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // stderr shares the file: not every line is JSON
      }
      if (entry.message === 'listening' && entry.url) {
        return { name, child, url: entry.url, stop: () => stop(child) };
      }
    }
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      await stop(child);
      const tail = readLog(logFile).trim().split('\n').slice(-10).join('\n');
      throw new Error(
        `${name} ${exited ? 'exited' : 'did not start in time'}; end of its log:\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Ctrl-C also reaches the children through the process group, but a signal sent to the bench
// alone must not leave them running.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench's processes`);
    stopAll().finally(() => process.exit(code));
  });
}
// Last resort when the bench dies without reaching its finally block.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  if (logDir) rmSync(logDir, { recursive: true, force: true });
});
