// Debian's Chromium: the one browser the tests, the bench and the scripts start, never one a tool
// downloads. CHROME_PATH names another binary; it is the variable Lighthouse's chrome-launcher
// reads too, so one setting steers every browser the project starts.
import { spawnSync } from 'node:child_process';

/** The command that installs it, for the message that asks for it. */
const CHROMIUM_INSTALL = 'sudo apt-get install -y chromium';

/** CHROME_PATH, else the first of `chromium` and `chromium-browser` on PATH; undefined when none. */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const found = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** The Chromium binary, or an error that says how to install it. */
export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error(`Debian's Chromium is not on PATH. Run: ${CHROMIUM_INSTALL}`);
  return found;
}

/**
 * Flags for a headless run on a server: no sandbox (root in a container), no GPU, and none of
 * the browser's own traffic (updates, sync, QUIC probes) beside the pages it is measuring.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
