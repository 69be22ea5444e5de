// Runs in every `npm test` (the unit step), with or without the Firebase emulators: a typo in a
// rules file fails here before it can reach a deploy, and the values the rules hard-code (they
// cannot import the hall model) must equal the model's.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_EMAIL,
  LEVELS,
  LIMITS,
  MONTHS,
  NOTICE_MAX_BYTES,
  resolveAdminEmail,
  TERMS,
  TOKEN_AMOUNTS,
  TOKEN_PACKAGES,
} from '@hall/model';
import { readRules, RULES_FILES, rulesSyntaxProblem } from './rules-parser.ts';

describe('rules syntax', () => {
  it.each(RULES_FILES)('%s parses', (file) => {
    expect(rulesSyntaxProblem(readRules(file))).toBeNull();
  });

  // The check must be able to fail: typical typos, each in a copy of the real file.
  const breakages: Array<[string, (source: string) => string]> = [
    ['a missing closing parenthesis', (source) => source.replace(/if isAdmin\(\)/, 'if isAdmin(')],
    ['a missing brace', (source) => source.replace(/}\s*$/, '')],
    ['a misspelt keyword', (source) => source.replace('allow create:', 'alow create:')],
    ['a dangling operator', (source) => source.replace('isAdmin() && ', 'isAdmin() && && ')],
  ];
  it.each(RULES_FILES.flatMap((file) => breakages.map(([what, breakIt]) => [file, what, breakIt] as const)))(
    'a copy of %s with %s fails',
    (file, _what, breakIt) => {
      const source = readRules(file);
      const broken = breakIt(source);
      expect(broken).not.toBe(source);
      expect(rulesSyntaxProblem(broken)).toMatchObject({ line: expect.any(Number) });
    },
  );
});

/** The string values in the body of `function name() { return [...]; }`. */
function listReturnedBy(source: string, name: string): string[] {
  const body = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\];`).exec(source)?.[1];
  if (body === undefined) throw new Error(`no function ${name}() returning a list`);
  return [...body.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

function stringReturnedBy(source: string, name: string): string {
  const value = new RegExp(`function ${name}\\(\\) \\{\\s*return '([^']*)';`).exec(source)?.[1];
  if (value === undefined) throw new Error(`no function ${name}() returning a string`);
  return value;
}

describe('rules agree with the hall model', () => {
  const firestore = readRules('firestore.rules');
  const storage = readRules('storage.rules');

  // Rules cannot read configuration: a deployment with another admin address (HALL_ADMIN_EMAIL /
  // VITE_ADMIN_EMAIL) must change the rules too, and this fails until it does.
  const configured = resolveAdminEmail(process.env.HALL_ADMIN_EMAIL ?? process.env.VITE_ADMIN_EMAIL);

  it.each(RULES_FILES)('the admin address in %s is the configured one', (file) => {
    const source = file === 'firestore.rules' ? firestore : storage;
    expect(stringReturnedBy(source, 'adminEmail')).toBe(configured);
  });

  it('a rules file with another admin address would fail the check', () => {
    const edited = firestore.replace(`return '${DEFAULT_ADMIN_EMAIL}';`, "return 'someone.else@student.cuet.ac.bd';");
    expect(stringReturnedBy(edited, 'adminEmail')).not.toBe(configured);
  });

  it('the select values are the model constants', () => {
    expect(listReturnedBy(firestore, 'tokenPackages')).toEqual([...TOKEN_PACKAGES]);
    expect(listReturnedBy(firestore, 'tokenAmounts')).toEqual([...TOKEN_AMOUNTS]);
    expect(listReturnedBy(firestore, 'levels')).toEqual([...LEVELS]);
    expect(listReturnedBy(firestore, 'terms')).toEqual([...TERMS]);
    expect(listReturnedBy(firestore, 'months')).toEqual([...MONTHS]);
  });

  it('a hall fee takes any two months, as the model does (a span may wrap the year)', () => {
    const hallFee = /function isValidHallFee\(data\) \{([\s\S]*?)\n {2}\}/.exec(firestore)?.[1] ?? '';
    expect(hallFee).toContain('data.month_start in months()');
    expect(hallFee).toContain('data.month_end in months()');
    // No other condition names the months: an order check would refuse November to February.
    expect(hallFee.match(/data[.]month_(start|end)/g)).toHaveLength(2);
  });

  it('rooms follow the model: a letter or digit first, then letters, digits, spaces and - / .', () => {
    const pattern = /function isRoom\(value\) \{[\s\S]*?size\(\) <= (\d+)[\s\S]*?matches\('([^']*)'\)/.exec(firestore);
    expect(Number(pattern?.[1])).toBe(LIMITS.room);
    const rule = new RegExp(pattern?.[2] ?? '$^');
    for (const room of ['313 North', 'B-12', '4/7', 'N/A', '101']) expect(rule.test(room), room).toBe(true);
    for (const room of ['../etc', ' 101', '101 ', '313_North', '']) expect(rule.test(room), room).toBe(false);
  });

  it('the notice size limit is NOTICE_MAX_BYTES', () => {
    expect(storage).toContain(`request.resource.size <= ${NOTICE_MAX_BYTES};`);
  });
});
