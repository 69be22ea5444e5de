/** The device's localStorage, or null where it is refused (a private window, a sandboxed frame). */
export function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
