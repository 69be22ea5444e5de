// Whether this browser may hold a Firebase sign-in, answered without the Firebase Auth SDK, so a
// first-time visitor never downloads it (decision 017). The SDK keeps its session in IndexedDB,
// which cannot be read synchronously, so the provider keeps a marker beside it in localStorage.
const MARKER = 'hall.signedIn';
/** Firebase's own key when it falls back to localStorage persistence. */
const FIREBASE_USER_KEY = 'firebase:authUser:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (privacy settings): Firebase cannot persist a sign-in either.
    return null;
  }
}

/** True when a sign-in may be persisted here: then the SDK is loaded at once to restore it. */
export function mayHaveSignIn(): boolean {
  const store = storage();
  if (!store) return false;
  if (store.getItem(MARKER) === '1') return true;
  for (let index = 0; index < store.length; index += 1) {
    if (store.key(index)?.startsWith(FIREBASE_USER_KEY)) return true;
  }
  return false;
}

/** Called with every state the SDK reports, so the marker follows sign-in and sign-out. */
export function rememberSignIn(signedIn: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    if (signedIn) store.setItem(MARKER, '1');
    else store.removeItem(MARKER);
  } catch {
    // Quota or blocked storage: the next visit loads the SDK only when signing in.
  }
}
