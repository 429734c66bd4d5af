/**
 * `npm run check:paths` (part of `npm run check`): every file path that the docs, the README
 * or a comment in the code cites must exist, so a newcomer who follows one finds the file.
 * A cited path may be written from the repository's root or from a package's source folder
 * (`features/live/live-channel.ts` for apps/web/src/features/live/live-channel.ts): it
 * counts as found when a tracked file's path ends with it. Globs and placeholders
 * (`*`, `<name>`, `NNNN`), packages' files and build outputs are skipped. A decision cited
 * by number ("ADR 0020", "ADR 0063, 0065 and 0073") must have its record, docs/adr/0020-*.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const files = new Set(tracked);
const directories = new Set<string>();
for (const file of tracked) {
  const parts = file.split('/');
  for (let end = 1; end < parts.length; end += 1) directories.add(parts.slice(0, end).join('/'));
}

/** A path with at least one folder and a file name with one of these endings. */
const CITED =
  /(?<![\w/.:@-])((?:\.{1,2}\/)?[\w@.-]+(?:\/[\w@.-]+)+\.(?:ts|tsx|mjs|js|md|css|sql|json|sh|conf|yml|yaml))(?![\w/-])/g;

/** Packages' files, and what a build or a run makes (dist/, data/), are not in the tree. */
const NOT_IN_THE_TREE = /^@|node_modules\/|^(\.vite|dist|data)\//;

function exists(path: string): boolean {
  const clean = path.replace(/^(\.\.?\/)+/, '');
  if (files.has(clean) || directories.has(clean)) return true;
  for (const file of tracked) if (file.endsWith(`/${clean}`)) return true;
  return false;
}

/** "ADR 0020", and the numbers listed after it: "ADR 0063, 0065 and 0073". */
const CITED_ADR = /\bADRs?\s+(\d{4}(?:(?:,\s*|\s+and\s+)\d{4})*)/g;
const records = new Set(
  tracked.flatMap((file) => /^docs\/adr\/(\d{4})-[\w-]+\.md$/.exec(file)?.[1] ?? []),
);

const sources = tracked.filter(
  (file) =>
    (/\.(md|ts|tsx|mjs)$/.test(file) || file === '.ci/run') &&
    !file.startsWith('apps/server/drizzle/') &&
    !file.endsWith('package-lock.json'),
);
const missing: string[] = [];
for (const file of sources) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    // In code, only comments cite; an import's path is checked by the compiler.
    const text = file.endsWith('.md') ? line : (/(\/\/|\/\*|^\s*\*)(.*)$/.exec(line)?.[2] ?? '');
    for (const match of text.matchAll(CITED)) {
      const path = match[1] ?? '';
      if (/[*<>{}]|NNNN/.test(path) || NOT_IN_THE_TREE.test(path)) continue;
      if (!exists(path)) missing.push(`${file}:${index + 1}: ${path}`);
    }
    for (const match of text.matchAll(CITED_ADR)) {
      for (const number of (match[1] ?? '').match(/\d{4}/g) ?? []) {
        if (!records.has(number)) missing.push(`${file}:${index + 1}: ADR ${number}`);
      }
    }
  });
}

if (missing.length > 0) {
  console.error(
    `${missing.length} cited path(s) or decision record(s) do not exist:\n${missing.join('\n')}`,
  );
  process.exit(1);
}
console.log(`check:paths: every path cited in ${sources.length} docs and sources exists`);
