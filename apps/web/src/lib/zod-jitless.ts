/**
 * zod compiles its object parsers with `new Function` unless told not to, after probing
 * whether eval works. Our CSP (script-src 'self') forbids eval, so the probe failed
 * quietly (zod then parses without compiling) but was a CSP violation on every load, which
 * browsers report. zod reads this global once, when it loads: main.tsx imports this module
 * first. The documented `z.config({ jitless: true })` would pull zod into the first
 * download, or run after some screen had already built its schemas.
 */
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });
