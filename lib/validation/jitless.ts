import { config } from "zod";

// Zod compiles fast object parsers with `new Function` where eval is allowed. The site's policy
// refuses eval, so in the browser Zod would only probe, be refused and leave a violation report.
// Every module that builds a schema imports this before Zod (lib/validation/jitless.test.ts checks),
// so it runs before any schema parses, on just the pages whose code validates something.
if (typeof window !== "undefined") config({ jitless: true });
