/**
 * The rulebook's table of error codes (docs/RULES.md, "Error codes"), made from the two
 * tables it describes, so the document cannot drift from the code: `npm run docs:rules`
 * rewrites it, and rule-error-http.test.ts fails when it is out of date.
 */
import { RULE_ERROR_CODES } from '@alchemy/game-rules';
import { RULE_ERROR_SAMPLES, ruleMessage } from '@alchemy/contracts';
import { RULE_ERROR_STATUS } from './rule-error-http';

const TABLE_START = '<!-- error-codes:start (npm run docs:rules) -->';
const TABLE_END = '<!-- error-codes:end -->';

export function ruleErrorTable(): string {
  const rows = RULE_ERROR_CODES.map(
    (code) =>
      `| \`${code}\` | ${RULE_ERROR_STATUS[code]} | ${ruleMessage(RULE_ERROR_SAMPLES[code]).replaceAll('|', '\\|')} |`,
  );
  return [
    '| Code | HTTP status | Message (with sample facts) |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** A markdown table reduced to its cells, so column padding does not matter. */
export function tableCells(markdown: string): string[][] {
  return markdown
    .trim()
    .split('\n')
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line.trim()))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** The document with its table section replaced by `table`. */
export function withTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start === -1 || end === -1) throw new Error('docs/RULES.md lacks the table markers');
  return `${document.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${document.slice(end)}`;
}

/** The table as the document holds it now. */
export function documentTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start === -1 || end === -1) return '';
  return document.slice(start + TABLE_START.length, end);
}
