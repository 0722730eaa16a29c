import type { NextConfig } from "next";
import { apiPolicy, assetPolicy, securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run build` leaves a self-contained server in .next/standalone (see scripts/production.mjs).
  output: "standalone",
  // ESM-only; listed so Jest (through next/jest) compiles it too.
  transpilePackages: ["github-slugger"],
  // Articles are read from disk when a route handler needs them (view counts, search).
  outputFileTracingIncludes: { "/*": ["./lib/content/articles/*.mdx"] },
  // A request that passes through proxy.ts has its body buffered before the route handler reads it, up
  // to this much: no route reads more than 256 KB, and a longer body arrives cut and is refused as too
  // large. It bounds the memory one request can hold.
  experimental: { proxyClientMaxBodySize: "1mb" },
  pageExtensions: ["tsx", "ts"],
  // The dev server answers on localhost; opened as http://127.0.0.1:3000 its development resources
  // (hot reload, the overlay) would be refused as another origin's.
  allowedDevOrigins: ["127.0.0.1"],
  async headers() {
    const assets = [{ key: "Content-Security-Policy", value: assetPolicy }];
    return [
      { source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
      // The unsubscribe link's URL carries the member's token: its page sends no Referer (the later rule wins).
      { source: "/api/members/mention-emails", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      {
        source: "/mention-emails",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex" },
        ],
      },
      { source: "/_next/static/:path*", headers: assets },
      { source: "/_next/image", headers: assets },
      { source: "/favicon.ico", headers: assets },
    ];
  },
};

export default nextConfig;
