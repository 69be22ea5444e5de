// A value as one segment of an API path. A module of its own, importing nothing: the route groups
// loaded on their first call (http-dining.ts, http-rooms.ts) take it without the transport.

/** An id, an e-mail or a day as one path segment. */
export const segment = (value: string) => encodeURIComponent(value);
