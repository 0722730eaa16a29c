import type { NextConfig } from "next";

/**
 * INCLUDE_FLOOR_PAGE=1 adds /floor, an empty page under the root layout only. Benchmarks and the
 * bundle budget compare every route with it: it is what the framework costs before we add anything.
 */
const includeFloorPage = process.env.INCLUDE_FLOOR_PAGE === "1";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // ESM-only; listed so Jest (through next/jest) compiles it too.
  transpilePackages: ["github-slugger"],
  // Articles are read from disk when a route handler needs them (view counts, search).
  outputFileTracingIncludes: { "/*": ["./lib/content/articles/*.mdx"] },
  pageExtensions: includeFloorPage ? ["floor.tsx", "tsx", "ts"] : ["tsx", "ts"],
};

export default nextConfig;
