// `npm run smoke -- <url> [options]`: the ops smoke suite of smoke/, the same code the build
// bundles into dist/smoke.js, run from its TypeScript so a checkout needs no build for it.
import { tsImport } from 'tsx/esm/api';

// smoke/index.ts reads process.argv itself and exits with the suite's status.
await tsImport('../smoke/index.ts', import.meta.url);
