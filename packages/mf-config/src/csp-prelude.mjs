// Runs first on every page of every app (the first module of each entry), before any schema is
// built: zod then validates without generating code. zod compiles object schemas with
// `new Function` when it may, and probes whether it may by calling it; under the site's
// Content-Security-Policy (no 'unsafe-eval', docs/security.md#headers) even the probe is a
// reported violation. zod keeps its settings on this global (what `z.config()` writes), shared
// by every copy of zod in the page, and reads `jitless` when a schema is built.
const settings = (globalThis.__zod_globalConfig ??= {});
settings.jitless = true;
