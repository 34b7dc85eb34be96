// First step of `npm test`: the browser tests need Debian's Chromium (and CJK fonts, so Chinese
// and Japanese text renders). Installs them where it can (root with apt-get); elsewhere stops at
// once with the one command to run, instead of dozens of red browser tests. The shared rate-limit
// tests need Debian's redis-server, the HTML validity test Java for the Nu Html Checker (Debian's
// default-jre-headless), the reference edge's tests (`npm run edge`) Debian's nginx, and the
// alert rule tests promtool (Debian's prometheus, about 19 MB, of which only promtool is used):
// each installed the same way where it can be, else its tests are skipped with a line, or fail
// with it where CI is set (tests/helpers/require-tool.ts). kubectl is not installed: Debian's is
// too old for the kustomizations, so its tests run only where one is at hand.
import './require-node.js';

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChromium } from './chromium.js';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const JAVA = process.env.JAVA_PATH ?? 'java';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PROMTOOL = process.env.PROMTOOL_PATH ?? 'promtool';
const PACKAGES = ['chromium', 'fonts-noto-cjk'];
const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let updated = false;

function aptInstall(packages) {
  updated ||= run('apt-get', ['update', '-qq']);
  return (
    updated && run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages])
  );
}

function canInstall() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function hasChromium() {
  const found = findChromium();
  return found !== undefined && existsSync(found);
}

if (!hasChromium()) {
  if (!canInstall()) {
    const named = process.env.CHROME_PATH ? ` (CHROME_PATH names ${process.env.CHROME_PATH})` : '';
    console.error(`Browser tests need Debian's Chromium${named}. Run: ${INSTALL_COMMAND}`);
    process.exit(1);
  }
  console.log(`Installing ${PACKAGES.join(' and ')} for the browser tests (apt-get)…`);
  if (!aptInstall(PACKAGES) || !hasChromium()) {
    console.error(`Installing Chromium failed. Run: ${INSTALL_COMMAND}`);
    process.exit(1);
  }
}

if (!existsSync(REDIS_SERVER) && canInstall()) {
  console.log('Installing redis-server for the shared rate-limit test (apt-get)…');
  aptInstall(['redis-server']);
}

const javaRuns = () => spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0;
if (!javaRuns() && canInstall()) {
  console.log('Installing Java for the HTML validity test (apt-get default-jre-headless)…');
  aptInstall(['default-jre-headless']);
}

if (!existsSync(NGINX) && canInstall()) {
  console.log('Installing nginx for the edge tests (apt-get)…');
  aptInstall(['nginx-light']);
}

const promtoolRuns = () => spawnSync(PROMTOOL, ['--version'], { stdio: 'ignore' }).status === 0;
if (!promtoolRuns() && canInstall()) {
  console.log('Installing promtool for the alert rule tests (apt-get prometheus)…');
  aptInstall(['prometheus']);
}
