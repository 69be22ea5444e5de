import { describe, expect, it } from 'vitest';
import {
  ACCESS_POLICY,
  ACTORS,
  actorOf,
  isAllowed,
  needsVerifiedStudent,
  OPERATIONS,
  policyCells,
  RESOURCES,
} from './index.ts';

// The table as the design states it, written out by hand. A change to the policy must change
// this table too, on purpose. Y = allowed, . = refused; columns: visitor student staff owner admin.
const EXPECTED = {
  users: {
    create: '. . . Y .',
    read: '. . . Y Y',
    list: '. . . . Y',
    update: '. . . Y .',
    delete: '. . . . Y',
  },
  tokenPurchases: {
    create: '. . . Y .',
    read: '. . . Y Y',
    list: '. . . . Y',
    update: '. . . . Y',
    delete: '. . . . Y',
  },
  hallFees: {
    create: '. . . Y .',
    read: '. . . Y Y',
    list: '. . . . Y',
    update: '. . . . Y',
    delete: '. . . . Y',
  },
  complaints: {
    create: '. . . Y .',
    read: '. . . Y Y',
    list: '. . . . Y',
    update: '. . . . .',
    delete: '. . . . Y',
  },
  roomAllotments: {
    create: '. . . Y .',
    read: '. . . Y Y',
    list: '. . . . Y',
    update: '. . . . Y',
    delete: '. . . . Y',
  },
  notices: {
    create: '. . . . Y',
    read: 'Y Y Y Y Y',
    list: 'Y Y Y Y Y',
    update: '. . . . .',
    delete: '. . . . Y',
  },
  contactMessages: {
    create: '. . . Y .',
    read: '. . . . Y',
    list: '. . . . Y',
    update: '. . . . .',
    delete: '. . . . Y',
  },
  activity: {
    create: '. . . . .',
    read: '. . . . Y',
    list: '. . . . Y',
    update: '. . . . .',
    delete: '. . . . .',
  },
  // The dining hall (issue 30, decision 033): staff read the counts and checks and serve; nothing else.
  diningStaff: {
    create: '. . . . Y',
    read: '. . . . Y',
    list: '. . . . Y',
    update: '. . . . .',
    delete: '. . . . Y',
  },
  mealSwitches: {
    create: '. . . Y .',
    read: '. . . Y Y',
    list: '. . . . .',
    update: '. . . . .',
    delete: '. . . . .',
  },
  mealCounts: {
    create: '. . . . .',
    read: '. . Y . Y',
    list: '. . Y . Y',
    update: '. . . . .',
    delete: '. . . . .',
  },
  mealChecks: {
    create: '. . . . .',
    read: '. . Y . Y',
    list: '. . . . .',
    update: '. . . . .',
    delete: '. . . . .',
  },
  servings: {
    create: '. . Y . .',
    read: '. . . . .',
    list: '. . . . .',
    update: '. . . . .',
    delete: '. . . . .',
  },
  rooms: {
    create: '. . . . Y',
    read: '. . . . Y',
    list: '. . . . Y',
    update: '. . . . Y',
    delete: '. . . . Y',
  },
  roomChoices: {
    create: '. . . . .',
    read: '. . . . .',
    list: '. Y Y Y Y',
    update: '. . . . .',
    delete: '. . . . .',
  },
  roommateAnswers: {
    create: '. . . . .',
    read: '. . . Y Y',
    list: '. . . . .',
    update: '. . . Y .',
    delete: '. . . . .',
  },
  // Issue 32: the office's reports, read through the API only.
  reports: {
    create: '. . . . .',
    read: '. . . . Y',
    list: '. . . . .',
    update: '. . . . .',
    delete: '. . . . .',
  },
} as const;

const actors = ['visitor', 'student', 'staff', 'owner', 'admin'] as const;
const resources = Object.keys(EXPECTED) as (keyof typeof EXPECTED)[];
const operations = ['create', 'read', 'list', 'update', 'delete'] as const;

const expectedCells = resources.flatMap((resource) =>
  operations.flatMap((operation) => {
    const marks = EXPECTED[resource][operation].split(' ');
    return actors.map((actor, column) => ({ actor, resource, operation, allowed: marks[column] === 'Y' }));
  }),
);

describe('access policy', () => {
  it('has a row here for every actor, resource and operation of the model', () => {
    expect(ACTORS).toEqual(actors);
    expect([...RESOURCES].sort()).toEqual([...resources].sort());
    expect(OPERATIONS).toEqual(operations);
  });

  it('has 425 expected cells', () => {
    expect(expectedCells).toHaveLength(5 * 17 * 5);
  });

  it.each(expectedCells)('$actor $operation $resource: $allowed', ({ actor, resource, operation, allowed }) => {
    expect(isAllowed(actor, resource, operation)).toBe(allowed);
  });

  it('asks the owner role for a verified address on everything but the profile (decision 021)', () => {
    for (const resource of RESOURCES) {
      expect(needsVerifiedStudent('owner', resource), resource).toBe(resource !== 'users');
      for (const actor of ['visitor', 'student', 'staff', 'admin'] as const)
        expect(needsVerifiedStudent(actor, resource)).toBe(false);
    }
  });

  it('policyCells lists every combination once with its verdict', () => {
    const cells = policyCells();
    expect(cells).toHaveLength(425);
    const keys = new Set(cells.map((c) => `${c.actor}/${c.resource}/${c.operation}`));
    expect(keys.size).toBe(425);
    expect(new Set(cells)).toEqual(new Set(expectedCells));
    const sort = (list: typeof expectedCells) =>
      [...list].sort((a, b) =>
        `${a.actor}/${a.resource}/${a.operation}`.localeCompare(`${b.actor}/${b.resource}/${b.operation}`),
      );
    expect(sort(cells)).toEqual(sort(expectedCells));
  });

  it('lets no visitor or mere student write anything', () => {
    const writes = policyCells().filter(
      (cell) =>
        (cell.actor === 'visitor' || cell.actor === 'student') &&
        cell.operation !== 'read' &&
        cell.operation !== 'list',
    );
    expect(writes).toHaveLength(2 * 17 * 3);
    expect(writes.filter((cell) => cell.allowed)).toEqual([]);
  });

  it('lets dining staff write nothing but a serving', () => {
    const writes = policyCells().filter(
      (cell) => cell.actor === 'staff' && cell.operation !== 'read' && cell.operation !== 'list' && cell.allowed,
    );
    expect(writes.map((cell) => `${cell.operation} ${cell.resource}`)).toEqual(['create servings']);
  });

  it('cannot be widened at run time', () => {
    const list = ACCESS_POLICY.tokenPurchases.update as string[];
    expect(() => list.push('student')).toThrow(TypeError);
    expect(isAllowed('student', 'tokenPurchases', 'update')).toBe(false);
  });
});

describe('actorOf', () => {
  const admin = 'hall.admin@student.cuet.ac.bd';
  const me = 'u1904001@student.cuet.ac.bd';

  it('is a visitor when signed out', () => {
    expect(actorOf(null, admin, me)).toBe('visitor');
  });

  it('is the admin for the verified admin address, even on a record that names it', () => {
    expect(actorOf({ email: admin, emailVerified: true }, admin)).toBe('admin');
    expect(actorOf({ email: admin, emailVerified: true }, admin, admin)).toBe('admin');
  });

  it('is only a student for the unverified admin address', () => {
    expect(actorOf({ email: admin, emailVerified: false }, admin)).toBe('student');
  });

  it('is the owner on a record carrying the same e-mail, ignoring case', () => {
    expect(actorOf({ email: me, emailVerified: false }, admin, me)).toBe('owner');
    expect(actorOf({ email: 'U1904001@Student.CUET.ac.bd', emailVerified: true }, admin, me)).toBe('owner');
  });

  it("is a student on someone else's record or the whole collection", () => {
    expect(actorOf({ email: me, emailVerified: true }, admin, 'u1904002@student.cuet.ac.bd')).toBe('student');
    expect(actorOf({ email: me, emailVerified: true }, admin)).toBe('student');
  });

  it('is dining staff when listed and verified; unverified, only a student; the owner and the admin stay so', () => {
    const staff = 'dining.one@student.cuet.ac.bd';
    expect(actorOf({ email: staff, emailVerified: true }, admin, undefined, true)).toBe('staff');
    expect(actorOf({ email: staff, emailVerified: true }, admin, 'u1904002@student.cuet.ac.bd', true)).toBe('staff');
    expect(actorOf({ email: staff, emailVerified: false }, admin, undefined, true)).toBe('student');
    expect(actorOf({ email: staff, emailVerified: true }, admin)).toBe('student');
    expect(actorOf({ email: me, emailVerified: true }, admin, me, true)).toBe('owner');
    expect(actorOf({ email: admin, emailVerified: true }, admin, undefined, true)).toBe('admin');
    expect(actorOf(null, admin, undefined, true)).toBe('visitor');
  });

  it('never makes an identity without an e-mail the owner', () => {
    expect(actorOf({ email: null, emailVerified: false }, admin, '')).toBe('student');
    expect(actorOf({ email: '', emailVerified: false }, admin, '')).toBe('student');
  });
});
