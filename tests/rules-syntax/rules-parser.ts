// A syntax check of the security rules that needs no emulator: the PEG grammar shipped inside
// prettier-plugin-firestore-rules. Its grammar knows a subset of the rules language (for example
// no map literals, no arithmetic, no parenthesised && / || groups, and functions declared one per
// line at the service level), so the rules files are written within that subset; a file it
// accepts is valid rules text. The one exception is a time plus a duration (the write pace,
// `t + duration.value(n, 's')`), which it reads as a method call of the same shape. It checks syntax only: types and semantics are the emulator's job
// (tests/rules/).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { parse } = require('prettier-plugin-firestore-rules/out/parser/parser.js') as {
  parse: (source: string) => unknown;
};

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const RULES_FILES = ['firestore.rules', 'storage.rules'] as const;

export function readRules(file: (typeof RULES_FILES)[number]): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

export interface SyntaxProblem {
  message: string;
  line: number;
  column: number;
}

/** The parser's tree of a rules file (throws on a syntax error). */
export function parseRules(source: string): unknown {
  return parse(withinGrammar(source));
}

/** `t + duration.value(n, unit)` as `t.plus(n, unit)`, on the same line and column. */
function withinGrammar(source: string): string {
  return source.replace(/ \+ duration\.value\(/g, (found) => '.plus('.padEnd(found.length, ' '));
}

/** null when the text parses; otherwise where and why it does not. */
export function rulesSyntaxProblem(source: string): SyntaxProblem | null {
  try {
    parse(withinGrammar(source));
    return null;
  } catch (error) {
    const { message, location } = error as { message?: string; location?: { start: { line: number; column: number } } };
    return { message: String(message), line: location?.start.line ?? 0, column: location?.start.column ?? 0 };
  }
}
