// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the browser
// build, as the server makes the copies of the files it makes at start-up (one policy decides
// both): the server holds them in memory and never compresses a static file per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const { tsImport } = await import('tsx/esm/api');
const { startupCopies } = await tsImport('../server/http/compression-policy.ts', import.meta.url);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const { br, gzip } = startupCopies(await readFile(file));
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)]);
  }
  return files.length;
}
