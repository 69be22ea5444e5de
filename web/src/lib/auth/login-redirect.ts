// How a protected page sends a visitor to /login and how /login sends them back. The original
// path travels twice: in navigation state (`from`) and in `?next=` so a reload keeps it.
import { paths } from '../../config/paths.ts';

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** The /login URL that brings the visitor back to `location` after signing in. */
export function loginHref(location: LocationLike): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?${new URLSearchParams({ next }).toString()}`;
}

/** Only same-site paths: '/x' yes; '//evil.example', 'https://...', '\\x' and '/login' itself no. */
function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !path.startsWith(paths.login);
}

/**
 * Where to go after signing in, read on the login page: the `from` location in navigation
 * state, else `?next=`, else home.
 */
export function returnPath(location: LocationLike & { state?: unknown }): string {
  const from = (location.state as { from?: Partial<LocationLike> } | null | undefined)?.from;
  if (from && typeof from.pathname === 'string') {
    const path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
    if (isSafeReturnPath(path)) return path;
  }
  const next = new URLSearchParams(location.search).get('next');
  if (next && isSafeReturnPath(next)) return next;
  return paths.home;
}
