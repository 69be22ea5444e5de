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

/**
 * The path to return to, or null unless it is a same-origin path other than /login. Resolved
 * with `new URL` as the browser would resolve it: '/%09/evil.example' decodes to a tab, which URL
 * parsing drops, leaving '//evil.example' (another host); a prefix check would let it through.
 */
function safeReturnPath(path: string): string | null {
  if (!path.startsWith('/')) return null;
  const origin =
    globalThis.location?.origin && globalThis.location.origin !== 'null'
      ? globalThis.location.origin
      : 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname === paths.login || url.pathname.startsWith(`${paths.login}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in, read on the login page: the `from` location in navigation
 * state, else `?next=`, else home.
 */
export function returnPath(location: LocationLike & { state?: unknown }): string {
  const from = (location.state as { from?: Partial<LocationLike> } | null | undefined)?.from;
  if (from && typeof from.pathname === 'string') {
    const path = safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
    if (path) return path;
  }
  const next = new URLSearchParams(location.search).get('next');
  return (next && safeReturnPath(next)) || paths.home;
}
