// Starts the ceiling server (ceiling-server.js) with every target's captured answer.
import { fileURLToPath } from 'node:url';

import { spawnTracked, stop } from './processes.js';

const START_TIMEOUT_MS = 10_000;

export function startCeiling(targets) {
  const child = spawnTracked(
    process.execPath,
    [fileURLToPath(new URL('./ceiling-server.js', import.meta.url))],
    // Buffers cross the IPC channel intact only with the structured-clone serialisation.
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the ceiling server did not start')),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
    child.once('message', ({ url }) => {
      clearTimeout(timer);
      resolve({ url, stop: () => stop(child) });
    });
    child.send({
      answers: targets.map(({ path, sample }) => ({ path, ...sample })),
    });
  });
}
