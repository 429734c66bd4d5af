import ts from 'typescript';
import type { Plugin } from 'vite';

/** The contracts package's source files, wherever the workspace is. */
const CONTRACTS_SOURCE = /\/packages\/contracts\/src\/[^/]+\.ts$/;

/**
 * Wraps each module-level `const X = <call>` of a contract file (a zod schema, built by a
 * chain of calls) in a pure-annotated arrow that is called at once:
 * `const X = /* @__PURE__ *\/ (() => <call>)()`. The value is the same; what changes is that
 * the bundler may now drop a schema nobody reads. Without it, a screen importing one
 * constant of a contract module pulls every schema of that module, and zod with them, into
 * the first download. (Annotating the chain itself is not enough: the annotation binds to
 * the innermost call.) Building a schema has no effect outside the object it returns; the
 * `.meta()` ids only feed the server's OpenAPI document.
 */
function markSchemasPure(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const edits: Array<{ start: number; end: number }> = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && ts.isCallExpression(init)) {
        edits.push({ start: init.getStart(source), end: init.getEnd() });
      }
    }
  }
  let result = code;
  for (const { start, end } of edits.reverse()) {
    result = `${result.slice(0, start)}/* @__PURE__ */ (() => ${result.slice(start, end)})()${result.slice(end)}`;
  }
  return result;
}

export function pureSchemasPlugin(): Plugin {
  return {
    name: 'alchemy:pure-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!CONTRACTS_SOURCE.test(file)) return null;
      return { code: markSchemasPure(code, file), map: null };
    },
  };
}
