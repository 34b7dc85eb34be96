/**
 * The process entry (`node dist/server/index.js`). An ES module's static imports are all linked
 * before any of its code runs, so on an older Node the server's own imports (zlib's zstd, say)
 * would fail with a SyntaxError before a version check among them could speak. This entry imports
 * only the check, then loads the server.
 */
import '../scripts/require-node.js';
// Before anything loads React: the server's imports reach it (through react-router) as they link.
import './production-default';

await import('./main');
