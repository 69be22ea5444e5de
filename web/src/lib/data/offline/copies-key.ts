// Where an account's last copies live on the device; apart from last-copies.ts so that sign-out,
// on every page's first load, carries only these few lines.

/** The localStorage key of the account's last copies. */
export const copiesKey = (uid: string) => `hall.copies.${uid}`;

/** Forgets every last copy of the account (at sign-out). */
export function forgetCopies(uid: string): void {
  try {
    localStorage.removeItem(copiesKey(uid));
  } catch {
    // storage refused: nothing was kept
  }
}
