/**
 * The local portal's Auth emulator as `npm start` sees it (issue 34): down while it is restarted,
 * and when it imported the saved accounts. The import sets every account's `validSince` to the
 * moment of the import, which would read as "signed out everywhere": a `validSince` inside an
 * import is the import's, not a revocation, so sessions outlive a restart. (A password changed
 * within a token's hour before a restart is forgotten with it; local accounts are demo accounts.)
 */
export class LocalAuthStatus {
  private reason: string | null = null;
  private readonly imports: Array<{ from: number; to: number }> = [];

  /** Why sign-in does not work now, or null. */
  problem(): string | null {
    return this.reason;
  }

  down(reason: string): void {
    this.reason = reason;
  }

  up(): void {
    this.reason = null;
  }

  /** The emulator imported the saved accounts between these times (ms). */
  imported(from: number, to: number): void {
    this.imports.push({ from, to });
  }

  /** True when `validSinceMs` (whole seconds, as the emulator keeps it) fell within an import. */
  isImportTime(validSinceMs: number): boolean {
    return this.imports.some(({ from, to }) => validSinceMs >= Math.floor(from / 1000) * 1000 && validSinceMs <= to);
  }
}
