/**
 * `npm run lint`'s check for import circles in app/, components/ and lib/, type-only imports counted:
 * ESLint's import/no-cycle leaves those out, so a type two modules trade both ways could tie them in a
 * circle unseen. A type both sides need belongs in a module below both.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-import-circle",
      severity: "error",
      comment: "Move what both modules need below both of them (a model module, or a types module beside them).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next)/" },
    // Types count: `import type` and `import { type X }` are edges like any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
  },
};
