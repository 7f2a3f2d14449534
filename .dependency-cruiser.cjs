// Import rules ESLint cannot check (run by `npm run lint:deps`: api/scripts/unit-cycles.mjs, one cruise for these
// rules and its check of cycles between units).
// The layout's three rules (docs/decisions/0015-modules-on-a-platform.md): platform never imports a module or the
// composition root; a module reaches another module only through its index.ts and never the composition root (which
// also reaches each module's descriptor, <module>.module.ts); no cycles, type imports included (import-x/no-cycle
// ignores `import type`; here they count: tsPreCompilationDeps).
// Tests may reach across: they set up what they check in other modules' tables and build the whole shop.
const TESTS = ['\\.test\\.ts$', '\\.test-helpers\\.ts$', '^src/test/'];
const ROOT = '^src/(?!platform/|modules/|generated/|test/)';

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
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'Platform code never imports a module or the composition root: take what it needs as a parameter or an interface the root fills in.',
      from: { path: '^src/platform/', pathNot: TESTS },
      to: { path: ['^src/modules/', ROOT] },
    },
    {
      name: 'module-imports-no-root',
      severity: 'error',
      comment: 'A module never imports the composition root (services.ts, modules.ts, app.ts…): declare what it uses in its <module>.context.ts.',
      from: { path: '^src/modules/', pathNot: TESTS },
      to: { path: ROOT },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment: 'A module reaches another module only through its index.ts (its public face): export what you need there.',
      from: { path: '^src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'root-through-index',
      severity: 'error',
      comment: 'The composition root reaches a module only through its index.ts (its public face) and its descriptor (<module>.module.ts).',
      from: { path: ROOT, pathNot: TESTS },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/[^/]+/index\\.ts$', '^src/modules/([^/]+)/\\1\\.module\\.ts$'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
  },
};
