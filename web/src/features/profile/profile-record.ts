import { createContext, useContext } from 'react';
import type { MyUserState } from '../../hooks/use-my-user.ts';

export type ProfileRecord = MyUserState & { reload: () => void };

/**
 * The signed-in student's record, loaded once by the profile's layout: the sidebar and MyProfile
 * show the same name, and MyProfile's Update reloads it for both.
 */
export const ProfileRecordContext = createContext<ProfileRecord | null>(null);

export function useProfileRecord(): ProfileRecord {
  const value = useContext(ProfileRecordContext);
  if (!value) throw new Error('useProfileRecord() must be used inside the profile layout.');
  return value;
}
