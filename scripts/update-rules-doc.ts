// Rewrites the error-code table of docs/RULES.md from the code (`npm run docs:rules`).
import { readFileSync, writeFileSync } from 'node:fs';
import { ruleErrorTable, withTable } from '../apps/server/src/lib/rule-error-table';

const path = new URL('../docs/RULES.md', import.meta.url);
writeFileSync(path, withTable(readFileSync(path, 'utf8'), ruleErrorTable()));
console.log('docs/RULES.md: error-code table rewritten');
