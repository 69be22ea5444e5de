// A student's form page as its tests open it: signed in as STUDENT with a hall record, filing
// into one group through the test's `create` (by default one that files and answers an id).
import { vi } from 'vitest';
import type { DataPort } from '../lib/data/port.ts';
import { STUDENT, STUDENT_PROFILE } from './fake-auth.ts';
import type { FakeDataOverrides } from './fake-data.ts';
import { renderApp } from './test-utils.tsx';

type FilingGroup = 'tokenPurchases' | 'hallFees' | 'roomAllotments' | 'contactMessages';

/** A `create` that files what it is given and answers `insertedId`, as the back end does. */
export function filedAs<Input>(insertedId: string) {
  return vi.fn(async (_input: Input) => ({ acknowledged: true as const, insertedId }));
}

export function renderStudentForm<G extends FilingGroup, Create extends DataPort[G]['create']>(
  url: string,
  group: G,
  create: Create,
  me: DataPort['users']['me'] = async () => STUDENT_PROFILE,
) {
  const data: FakeDataOverrides = { users: { me }, [group]: { create } };
  return { ...renderApp({ user: STUDENT, url, data }), create };
}
