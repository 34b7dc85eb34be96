// The V8 heap settings the site runs with, as `npm start` gives them to node (package.json's
// `start` script is where they are declared; the image's NODE_OPTIONS must say the same, which a
// deploy test checks), for the servers the bench and the soak start the same way.
import { readFileSync } from 'node:fs';

/** The node flags of package.json's `start` script, e.g. `['--max-semi-space-size=8']`. */
export function startHeapOptions() {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url)));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
