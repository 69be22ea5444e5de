// The access policy as data: who may do what to which collection. The API's checks, the
// Firestore/Storage rules tests and the API tests all walk this one table.
import { isAdministrator, sameEmail, type Identity } from './admin.ts';

/**
 * visitor: signed out. student: signed in, acting on something not theirs or on the whole
 * collection. staff: a dining staff account the office added (issue 30), verified; on anything
 * but the dining hall's resources it has a student's rights. owner: a signed-in student acting on
 * their own record. admin: the administrator.
 */
export const ACTORS = ['visitor', 'student', 'staff', 'owner', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const RESOURCES = [
  'users',
  'tokenPurchases',
  'hallFees',
  'complaints',
  'roomAllotments',
  'notices',
  'contactMessages',
  'activity',
  'diningStaff',
  'mealSwitches',
  'mealCounts',
  'mealChecks',
  'servings',
  'rooms',
  'roomChoices',
  'roommateAnswers',
  'reports',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** read: one record, or the owner's own records. list: every record. update on requests: approve. */
export const OPERATIONS = ['create', 'read', 'list', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export type Policy = Record<Resource, Record<Operation, readonly Actor[]>>;

// Requests: the student files them; only the administrator sees them all, approves or clears them.
// A student never updates a request, so one cannot approve one's own or change it after filing.
const request = {
  create: ['owner'],
  read: ['owner', 'admin'],
  list: ['admin'],
  update: ['admin'],
  delete: ['admin'],
} as const satisfies Record<Operation, readonly Actor[]>;

// Frozen all the way down: a consumer cannot widen the policy at run time by mutating it.
function freezePolicy(policy: Policy): Policy {
  for (const operations of Object.values(policy)) {
    for (const actors of Object.values(operations)) Object.freeze(actors);
    Object.freeze(operations);
  }
  return Object.freeze(policy);
}

export const ACCESS_POLICY: Policy = freezePolicy({
  // create: one's own profile, once. update: one's own name and phone. delete: the administrator
  // removes a profile whose student was recreated in Auth, so the address can sign up again.
  users: { create: ['owner'], read: ['owner', 'admin'], list: ['admin'], update: ['owner'], delete: ['admin'] },
  tokenPurchases: request,
  hallFees: request,
  roomAllotments: request,
  // Complaints have no status, so nothing to update; the administrator clears them.
  complaints: { create: ['owner'], read: ['owner', 'admin'], list: ['admin'], update: [], delete: ['admin'] },
  // Notices are public; only the administrator uploads them, and deletes one (issue 35: the
  // spec shows no delete, but an office that cannot take a wrong notice down is stuck with it).
  notices: {
    create: ['admin'],
    read: ['visitor', 'student', 'staff', 'owner', 'admin'],
    list: ['visitor', 'student', 'staff', 'owner', 'admin'],
    update: [],
    delete: ['admin'],
  },
  // A signed-in student sends one as themself; only the administrator reads them.
  contactMessages: { create: ['owner'], read: ['admin'], list: ['admin'], update: [], delete: ['admin'] },
  // The office's activity log (issue 19): read by the administrator; written only by the server
  // with each change (decision 022), never by a client, and never changed.
  activity: { create: [], read: ['admin'], list: ['admin'], update: [], delete: [] },
  // The dining hall (issue 30, decision 033). The office adds and removes dining staff.
  diningStaff: { create: ['admin'], read: ['admin'], list: ['admin'], update: [], delete: ['admin'] },
  // A student switches a day of their approved token off or back on (create: one switch, kept in
  // the token's history); the office reads a token's switches too.
  mealSwitches: { create: ['owner'], read: ['owner', 'admin'], list: [], update: [], delete: [] },
  // The kitchen's count of a day (read) and the day's list of tokens (list).
  mealCounts: { create: [], read: ['staff', 'admin'], list: ['staff', 'admin'], update: [], delete: [] },
  // A token's check with the student's name and id, today's switch and this sitting's serving.
  mealChecks: { create: [], read: ['staff', 'admin'], list: [], update: [], delete: [] },
  // Marking a token served for the sitting: dining staff only, once per token and sitting.
  servings: { create: ['staff'], read: [], list: [], update: [], delete: [] },
  // The hall's rooms (issue 31, decision 034). The office keeps the inventory (create: add or
  // import, update: floor, beds, notes) and reads who lives where (read, list).
  rooms: { create: ['admin'], read: ['admin'], list: ['admin'], update: ['admin'], delete: ['admin'] },
  // The room numbers a form offers (no occupants): anyone signed in.
  roomChoices: { create: [], read: [], list: ['student', 'staff', 'owner', 'admin'], update: [], delete: [] },
  // A named student accepts or declines an application naming them (owner: the student named,
  // never anyone for another); their answers are read with the application.
  roommateAnswers: { create: [], read: ['owner', 'admin'], list: [], update: ['owner'], delete: [] },
  // The office's reports (issue 32, decision 035): dues, collections and the queue, computed by
  // the API from records only the office may list. Nothing writes them.
  reports: { create: [], read: ['admin'], list: [], update: [], delete: [] },
});

/**
 * The resources the firebase back end reaches only through the API (the Cloud Function's store
 * writes them with the Admin SDK): firestore.rules let no client write them. Their checks (the
 * sitting, the cutoff, one serving per sitting) are the API's in both modes (decision 033).
 */
export const THROUGH_THE_API: readonly Resource[] = [
  // Issue 31: an application's rooms, roommates and one pending group per student, an allotment's
  // free beds and a clearing that frees them are checked against other records (decision 034).
  'roomAllotments',
  'rooms',
  'roomChoices',
  'roommateAnswers',
  'diningStaff',
  'mealSwitches',
  'mealCounts',
  'mealChecks',
  'servings',
  'reports',
];

/**
 * Who must hold a verified student address on top of the table above (decisions 012, 021): the
 * owner role, for filing and for reading their own records, so that an unverified account that
 * merely registered an address (a student recreated in Auth, say) reads nothing of that address's
 * records. Profiles are the exception: a new account makes its profile before verifying, and
 * reads and edits the profile it made itself (the API asks its store which account made it;
 * the rules key profiles by the account's uid).
 */
export function needsVerifiedStudent(actor: Actor, resource: Resource): boolean {
  return actor === 'owner' && resource !== 'users';
}

export function isAllowed(actor: Actor, resource: Resource, operation: Operation): boolean {
  return ACCESS_POLICY[resource][operation].includes(actor);
}

export interface PolicyCell {
  actor: Actor;
  resource: Resource;
  operation: Operation;
  allowed: boolean;
}

/** Every actor x resource x operation with its verdict, for test suites to walk. */
export function policyCells(): PolicyCell[] {
  const cells: PolicyCell[] = [];
  for (const resource of RESOURCES) {
    for (const operation of OPERATIONS) {
      for (const actor of ACTORS) {
        cells.push({ actor, resource, operation, allowed: isAllowed(actor, resource, operation) });
      }
    }
  }
  return cells;
}

/**
 * The actor an identity plays. `ownerEmail` is the e-mail of the record acted on (or of the
 * records asked for); leave it out when acting on the collection as a whole. `diningStaff`: the
 * caller's address is on the dining staff list (the API asks its store).
 */
export function actorOf(
  identity: Identity | null,
  adminEmail: string,
  ownerEmail?: string,
  diningStaff = false,
): Actor {
  if (identity === null) return 'visitor';
  if (isAdministrator(identity, adminEmail)) return 'admin';
  if (sameEmail(identity.email, ownerEmail)) return 'owner';
  // `diningStaff`: the address is on the office's dining staff list; the role needs it verified.
  if (diningStaff && identity.emailVerified === true) return 'staff';
  return 'student';
}
