// Runs in every `npm test` (the unit step): calls, arities and names in both rules files, which
// the syntax check cannot see and only the emulators would (they do not run here).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRules, RULES_FILES } from './rules-parser.ts';
import { rulesSemanticProblems } from './rules-semantics.ts';

/** The line of the first character where `changed` differs from `source`. */
function firstChangedLine(source: string, changed: string): number {
  let index = 0;
  while (index < source.length && source[index] === changed[index]) index += 1;
  return source.slice(0, index).split('\n').length;
}

describe('rules semantics', () => {
  it.each(RULES_FILES)(
    '%s calls only declared functions with their arguments, and uses only names in scope',
    (file) => {
      expect(rulesSemanticProblems(readRules(file))).toEqual([]);
    },
  );

  it('fails on firestore.rules as it was before issue 11, naming lines 77 and 360', () => {
    const before = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/firestore.before-011.rules'), 'utf8');
    expect(rulesSemanticProblems(before)).toEqual([
      { line: 77, message: 'userPath(database, uid) takes 2 arguments, called with 1' },
      { line: 360, message: 'userPath(database, uid) takes 2 arguments, called with 1' },
    ]);
  });

  // Typical mistakes, each in a copy of the real file; each must fail on the line it was made.
  const breakages: Record<(typeof RULES_FILES)[number], Array<[string, (source: string) => string, RegExp]>> = {
    'firestore.rules': [
      [
        'an undeclared function',
        (s) => s.replace('isName(data.name)', 'isNmae(data.name)'),
        /isNmae\(\) is not declared/,
      ],
      [
        'too few arguments',
        (s) => s.replace('isText(value, 80)', 'isText(value)'),
        /isText\(value, max\) takes 2 arguments, called with 1/,
      ],
      [
        'too many arguments',
        (s) =>
          s.replace(
            'isSignedIn()\n        && request.auth.uid == uid',
            'isSignedIn(uid)\n        && request.auth.uid == uid',
          ),
        /isSignedIn\(\) takes 0 arguments, called with 1/,
      ],
      [
        'a name no match binds',
        (s) =>
          s.replace(
            'request.auth.uid == uid\n        && isValidUser',
            'request.auth.uid == userId\n        && isValidUser',
          ),
        /'userId' is not defined/,
      ],
      [
        'a match wildcard in a service-level helper',
        (s) => s.replace('function callerEmail() {', 'function callerEmail() {\n    let db = database;'),
        /'database' is not defined/,
      ],
      [
        'a misspelt let binding',
        (s) => s.replace('transactions/$(key)', 'transactions/$(keys)'),
        /'keys' is not defined/,
      ],
      [
        'a function declared twice',
        (s) =>
          s.replace(
            '  function isStudentId(',
            '  function isName(value) {\n    return true;\n  }\n\n  function isStudentId(',
          ),
        /isName\(\) is declared twice/,
      ],
    ],
    'storage.rules': [
      [
        'an undeclared function',
        (s) => s.replace('if isAdmin() || isVerifiedOwner', 'if isAdmn() || isVerifiedOwner'),
        /isAdmn\(\) is not declared/,
      ],
      [
        'too few arguments',
        (s) =>
          s.replace(
            'isSafePdfName(fileName) && isPdfUpload();\n    }\n\n',
            'isSafePdfName() && isPdfUpload();\n    }\n\n',
          ),
        /takes 1 argument, called with 0/,
      ],
      [
        'a name no match binds',
        (s) => s.replace('isVerifiedOwner(ownerEmail)', 'isVerifiedOwner(owner)'),
        /'owner' is not defined/,
      ],
      ['an unknown receiver', (s) => s.replace('fileName.matches', 'filename.matches'), /'filename' is not defined/],
    ],
  };

  it.each(
    RULES_FILES.flatMap((file) =>
      breakages[file].map(([what, breakIt, message]) => [file, what, breakIt, message] as const),
    ),
  )('a copy of %s with %s fails, naming the line', (file, _what, breakIt, message) => {
    const source = readRules(file);
    const broken = breakIt(source);
    expect(broken).not.toBe(source);
    const problems = rulesSemanticProblems(broken);
    expect(problems).toContainEqual({
      line: firstChangedLine(source, broken),
      message: expect.stringMatching(message),
    });
  });
});
