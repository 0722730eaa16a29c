/**
 * The headers every response carries, from next.config.ts. A page's Content-Security-Policy comes from
 * proxy.ts, which knows its scripts; everything else gets one of the two fixed policies below.
 * Relative imports only: next.config.ts loads this file.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
    { key: "X-Frame-Options", value: "DENY" },
    // The Google sign-in popup reports back to its opener, so popups keep their opener.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/** For build assets and optimised images: nothing in them may run, and nothing may frame them. */
export const assetPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * For what the API answers (JSON, and the plain page a form posted without JavaScript gets): no
 * scripts at all, its own inline styles, and nothing may frame it.
 */
export const apiPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
