// Read by the login page and its guard only: a module of its own, so it stays off the shell's
// first load (login-redirect.ts is part of it, for the route guard).

/** Whether /login was reached from a protected page (RequireAuth's `from` state or `?next=`). */
export function cameFromProtectedPage(location: { search: string; state?: unknown }): boolean {
  const from = (location.state as { from?: unknown } | null | undefined)?.from;
  return Boolean(from) || new URLSearchParams(location.search).has('next');
}
