// Import cycles are refused, type-only imports included (docs/ARCHITECTURE.md "Why these lines"):
// test/build/import-cycles.test.ts runs dependency-cruiser with this file over every source folder. The layer table
// itself is the lint rule's (architecture/eslint-layers.mjs); this file only finds cycles, which a layer rule cannot
// see inside one layer.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module may not reach itself through its imports, type-only ones included: move what both need lower.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|frontend/dist|cdk\\.out|\\.data|coverage)/' },
    // Type-only imports and exports count: a cycle through types still ties the modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
