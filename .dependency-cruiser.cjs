// The architecture's import rules, checked by `npm run check` (depcruise): no cycles, and the
// direction of dependencies between the top-level folders.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and the code hard to split.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-shared',
      severity: 'error',
      comment: 'shared/ is what both sides use: it imports neither side.',
      from: { path: '^shared/' },
      to: { path: '^(client|server|demo-api)/' },
    },
    {
      name: 'server-does-not-import-client',
      severity: 'error',
      comment: 'The server reaches the browser bundle only through the render contract in shared/.',
      from: { path: '^server/', pathNot: '\\.test\\.ts$' },
      to: { path: '^client/' },
    },
    {
      name: 'demo-api-stands-alone',
      severity: 'error',
      comment: 'The demo API is a service of its own: it imports shared/ only.',
      from: { path: '^demo-api/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(client|server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|dist-[^/]*|node_modules)/' },
  },
};
