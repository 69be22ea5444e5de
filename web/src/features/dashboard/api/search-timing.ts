// The office search's timing, exported for the dashboard benchmark (`@hall/web/search-timing`,
// scripts/bench-dashboard.ts), which reports it beside what it measures.

/** Waits this long after the last keystroke before asking the server (decision 016). */
export const SEARCH_DEBOUNCE_MS = 80;
