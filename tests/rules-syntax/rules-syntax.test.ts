// Runs in every `npm test` (the unit step), with or without the Firebase emulators: a typo in a
// rules file fails here before it can reach a deploy, and the values the rules repeat (they
// cannot import the hall model) must be the ones `npm run rules:sync` generates from it.
import { describe, expect, it } from 'vitest';
import { LIMITS, MONTHS, NOTICE_MAX_BYTES, resolveAdminEmail } from '@hall/model';
import { RULES_SYNC_COMMAND, synced } from '../../scripts/lib/rules-values.ts';
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

describe('rules values come from the hall model', () => {
  const firestore = readRules('firestore.rules');

  // Rules cannot read configuration: a deployment with another admin address (HALL_ADMIN_EMAIL /
  // VITE_ADMIN_EMAIL) must re-sync the rules, and this fails until it does.
  it.each(RULES_FILES)(`%s's generated block is what \`${RULES_SYNC_COMMAND}\` writes`, (file) => {
    expect(staleRulesProblem(file, readRules(file))).toBeNull();
  });

  it('a limit changed in hall-model without a re-sync fails, naming the command', () => {
    const saved = LIMITS.name;
    (LIMITS as { name: number }).name = saved + 1;
    try {
      expect(staleRulesProblem('firestore.rules', readRules('firestore.rules'))).toContain(RULES_SYNC_COMMAND);
    } finally {
      (LIMITS as { name: number }).name = saved;
    }
    expect(staleRulesProblem('firestore.rules', readRules('firestore.rules'))).toBeNull();
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

  it('a hand edit inside the block fails too', () => {
    const edited = readRules('storage.rules').replace(`return ${NOTICE_MAX_BYTES};`, `return ${NOTICE_MAX_BYTES * 2};`);
    expect(staleRulesProblem('storage.rules', edited)).toContain(RULES_SYNC_COMMAND);
  });

  it("the generated values are the model's", () => {
    expect(firestore).toContain(
      `return '${resolveAdminEmail(process.env.HALL_ADMIN_EMAIL ?? process.env.VITE_ADMIN_EMAIL)}';`,
    );
    expect(firestore).toContain(`return [${MONTHS.map((month) => `'${month}'`).join(', ')}];`);
    expect(firestore).toContain(`isText(value, ${LIMITS.name})`);
    expect(readRules('storage.rules')).toContain(`return ${NOTICE_MAX_BYTES};`);
  });
});

/** null when the rules file's generated block is current; otherwise what to run. */
function staleRulesProblem(file: (typeof RULES_FILES)[number], source: string): string | null {
  return synced(file, source) === source
    ? null
    : `${file}: the values generated from hall-model are stale; run \`${RULES_SYNC_COMMAND}\``;
}
