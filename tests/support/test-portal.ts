// The test-portal fixture: what every API test file starts from. One line at the top of the file,
//   const hall = useTestPortal({ students: { student: { name: 'Rahim Uddin', studentId: '1904001' } } });
// and the tests read hall.portal, hall.admin (the verified administrator) and hall.student.
import { afterAll, beforeAll } from 'vitest';
import type { LiveOptions, RateLimitOptions } from '@hall/functions/api';
import { createAccount, type TestAccount } from './auth-emulator.ts';
import type { ApiBackend } from './both-stores.ts';
import { startTestPortal, type TestPortal } from './portal.ts';
import { createStudent, type TestStudent } from './students.ts';

export interface PortalOptions<S extends string> {
  /** Students with their user records, by the names the tests use; a fresh name and id unless given. */
  students?: Record<S, { name?: string; studentId?: string }>;
  rateLimits?: RateLimitOptions;
  live?: Omit<LiveOptions, 'feed'>;
  /** The API's clock (the dining sittings and cutoffs); absent: real time. */
  clock?: () => Date;
}

/** A portal with its verified administrator and its students (`fixture.student`, `fixture.other`...). */
export type PortalFixture<S extends string = never> = { portal: TestPortal; admin: TestAccount } & Record<
  S,
  TestStudent
>;

/** Starts a portal, signs its administrator in and creates the students; close it with `portal.close()`. */
export async function openTestPortal<S extends string = never>(
  options: PortalOptions<S> = {},
): Promise<PortalFixture<S>> {
  const portal = await startTestPortal({
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.live ? { live: options.live } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const { backend: _, ...people } = await openBackend(async () => portal, options.students);
  return { portal, ...people } as PortalFixture<S>;
}

/**
 * The same on a back end of a both-stores suite (`open`, e.g. firestoreBackend): the back end, its
 * verified administrator and the students; close it with `backend.close()`.
 */
export async function openBackend<B extends ApiBackend, S extends string = never>(
  open: () => Promise<B>,
  students?: PortalOptions<S>['students'],
): Promise<{ backend: B; admin: TestAccount } & Record<S, TestStudent>> {
  const backend = await open();
  const admin = await createAccount({ email: backend.adminEmail, verified: true });
  const created = {} as Record<S, TestStudent>;
  for (const [key, student] of Object.entries(students ?? {}) as Array<[S, { name?: string; studentId?: string }]>) {
    created[key] = await createStudent(backend, student);
  }
  return { backend, admin, ...created };
}

/** A back end with its verified administrator and its students (`fixture.student`...). */
export type BackendFixture<B extends ApiBackend, S extends string = never> = {
  backend: B;
  admin: TestAccount;
} & Record<S, TestStudent>;

/**
 * The both-stores fixture: `const hall = useBackend(open, { student: {} })` inside a
 * `describe.each(BOTH_STORES)` opens the back end before the group's first test and closes it
 * after its last. The returned object is filled in before the first test runs.
 */
export function useBackend<B extends ApiBackend, S extends string = never>(
  open: () => Promise<B>,
  students?: PortalOptions<S>['students'],
): BackendFixture<B, S> {
  const fixture = {} as BackendFixture<B, S>;
  beforeAll(async () => {
    Object.assign(fixture, await openBackend(open, students));
  });
  afterAll(async () => {
    await fixture.backend?.close();
  });
  return fixture;
}

/**
 * The test-portal fixture: one portal for the whole test file, opened before its first test and
 * closed after its last. The returned object is filled in before the first test runs.
 */
export function useTestPortal<S extends string = never>(options: PortalOptions<S> = {}): PortalFixture<S> {
  const fixture = {} as PortalFixture<S>;
  beforeAll(async () => {
    Object.assign(fixture, await openTestPortal(options));
  });
  afterAll(async () => {
    await fixture.portal?.close();
  });
  return fixture;
}
