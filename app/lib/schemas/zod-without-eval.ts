// Zod compiles a faster parser for each object schema with `new Function` where the page allows
// it, and finds out by trying when the schema is built. The site's Content-Security-Policy
// forbids eval, so in the browser that try is refused and reported as a CSP violation. Import
// this module before any schema is built: zod then parses without compiling and never tries.
import { config } from "zod/mini";

config({ jitless: true });
