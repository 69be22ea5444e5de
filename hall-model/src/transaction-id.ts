// A bKash transaction id pays once, across token purchases and hall fees. People retype ids with
// other case or stray spaces, so the uniqueness key ignores both.

/** The key under which a transaction id is unique: whitespace removed, uppercased. */
export function normalizeTransactionId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}
