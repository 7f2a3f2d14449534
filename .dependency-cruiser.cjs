// Import rules ESLint cannot check (run by `npm run lint`, from api/): import-x/no-cycle ignores `import type`, so a
// cycle made of type imports goes unseen there; here type imports count (tsPreCompilationDeps). The module layout's
// rules join this file as the folders move (docs/decisions/0015-modules-on-a-platform.md).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file of api/src may reach itself through its imports, type imports included: move what both sides need to a file of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
  },
};
