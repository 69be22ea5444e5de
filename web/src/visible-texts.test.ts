// No visible English outside the catalogue (issue 33, decision 036): the SPA's sources carry no
// words a person reads, so the Bangla build has none left. Words come from
// hall-model/src/texts/, whose own test checks every English text has a Bangla twin. This reads
// the sources with the TypeScript parser: JSX text, the attributes people (and screen readers)
// read, and sentence-like string literals. Developers' texts (errors thrown, console lines) and
// what the PDFs draw (English by decision 036) are not visible texts of the page.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Files whose words are not the page's: PDFs are drawn in English; settings parsing speaks to developers. */
const NOT_PAGE_TEXT = [
  /pdf/i, // meal-token-pdf.ts, dues-pdf.ts, pdf-text.ts: pdf-lib's fonts cannot draw Bangla
  /^config[\\/]parse-env\.ts$/,
  /^config[\\/]env\.ts$/,
  /^testing[\\/]/,
];
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
const WORD = /[A-Za-z]{2,}/;
/** A sentence or a label: a capital, then more words ("Download CSV", "Not found."). */
const SENTENCE = /^[A-Z][A-Za-z']*[ ,.:;!?]+\S/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** Is this literal said to a developer (an Error, a console line) or drawn into a PDF (a declaration named so), rather than shown? */
function notShown(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if ((ts.isVariableDeclaration(at) || ts.isFunctionDeclaration(at)) && /pdf/i.test(at.name?.getText() ?? ''))
      return true;
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true;
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

function visibleEnglish(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${path.relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(`${at(node)} ${node.text.trim()}`);
    else if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORD.test(node.initializer.text)
    )
      found.push(`${at(node)} ${node.name.getText()}="${node.initializer.text}"`);
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isJsxAttribute(node.parent) &&
      !ts.isExportDeclaration(node.parent) &&
      SENTENCE.test(node.text) &&
      !notShown(node)
    )
      found.push(`${at(node)} '${node.text}'`);
    else if (ts.isTemplateExpression(node) && SENTENCE.test(node.head.text) && !notShown(node))
      found.push(`${at(node)} \`${node.head.text}...\``);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('visible texts', () => {
  it('the SPA writes no English of its own: its words come from the catalogue', () => {
    const files = sourceFiles(src).filter((file) => !NOT_PAGE_TEXT.some((rule) => rule.test(path.relative(src, file))));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(visibleEnglish)).toEqual([]);
  });
});
