// `npm run edge`: the project's reference shared cache (edge/nginx.conf, Debian's nginx) in front
// of a running site. EDGE_PORT (default 8080), ORIGIN_URL (default http://127.0.0.1:3000). Runs
// as a user without privileges, from a temporary prefix removed on exit; stops on Ctrl-C or
// SIGTERM.
import './require-node.js';

import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { distDir } from './ensure-build.js';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const INSTALL = 'sudo apt-get install -y nginx-light (or nginx)';
/** Who nginx runs as when started by root: nobody, as Debian's own packages do. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.EDGE_PORT ?? 8080);
const host = process.env.EDGE_HOST ?? '0.0.0.0';
const originUrl = process.env.ORIGIN_URL ?? 'http://127.0.0.1:3000';

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(NGINX)) fail(`The edge needs nginx at ${NGINX}. Run: ${INSTALL}`);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`EDGE_PORT is not a port: ${port}`);
let origin;
try {
  origin = new URL(originUrl);
  if (origin.protocol !== 'http:') throw new Error('not http');
} catch {
  fail(`ORIGIN_URL is not an http origin: ${originUrl}`);
}

/** The generated includes of the build, or made now from the source when the build has none. */
async function includesDir() {
  const built = path.join(distDir, 'edge');
  if (existsSync(path.join(built, 'site-maps.conf'))) return built;
  const { tsImport } = await import('tsx/esm/api');
  const { writeEdgeIncludes } = await tsImport('../edge/nginx-includes.ts', import.meta.url);
  await writeEdgeIncludes(built);
  return built;
}

const prefix = await mkdtemp(path.join(tmpdir(), 'edge-'));
const includes = path.join(prefix, 'includes');
await mkdir(includes);
const source = await includesDir();
for (const name of await readdir(source)) {
  await writeFile(path.join(includes, name), await readFile(path.join(source, name)));
}
const template = await readFile(path.join(root, 'edge', 'nginx.conf'), 'utf8');
const values = {
  PREFIX: prefix,
  INCLUDES: includes,
  LISTEN: `${host.includes(':') ? `[${host}]` : host}:${port}`,
  ORIGIN: origin.port ? `${origin.hostname}:${origin.port}` : `${origin.hostname}:80`,
};
const config = template.replace(/\{\{(\w+)\}\}/g, (_match, name) => values[name]);
const configFile = path.join(prefix, 'nginx.conf');
await writeFile(configFile, config);

const asRoot = process.getuid?.() === 0;
if (asRoot) {
  // The master must start as root to change user; the workers then write only the prefix.
  spawnSync('chown', ['-R', `${UNPRIVILEGED.uid}:${UNPRIVILEGED.gid}`, prefix]);
  chownSync(prefix, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
}

const test = spawnSync(NGINX, ['-t', '-q', '-e', 'stderr', '-p', prefix, '-c', configFile], {
  stdio: 'inherit',
  ...(asRoot ? UNPRIVILEGED : {}),
});
if (test.status !== 0) {
  await rm(prefix, { recursive: true, force: true });
  fail('The edge configuration was refused by nginx (see above).');
}

const nginx = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', configFile, '-g', 'daemon off;'], {
  stdio: 'inherit',
  ...(asRoot ? UNPRIVILEGED : {}),
});
console.log(`edge on http://${values.LISTEN} in front of ${origin.origin} (nginx, ${prefix})`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // QUIT: nginx finishes the requests in flight, then exits.
  nginx.kill('SIGQUIT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', async (code, signal) => {
  await rm(prefix, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
