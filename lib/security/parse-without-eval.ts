import { z } from "zod";

// Zod compiles fast object parsers with `new Function` where eval is allowed. The site's policy
// refuses eval, so in the browser Zod would only probe, be refused and leave a violation report.
// Imported first by the root layout's client code, so it runs before any schema parses there.
if (typeof window !== "undefined") z.config({ jitless: true });
