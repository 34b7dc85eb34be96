// The site runs on Node.js 24 LTS. `npm ci` installs it as an optional dependency where the
// machine's own node is older (linux x64/arm64), and npm scripts find it first on PATH.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `Node.js ${REQUIRED_MAJOR} or newer is needed, this is ${process.version}: run through npm (npm start, npm test) after npm ci, or install Node.js ${REQUIRED_MAJOR}.`,
  );
  process.exit(1);
}
