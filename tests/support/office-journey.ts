// What the office's browser journeys share: one browser, the administrator's token, requests filed
// and decided through the API, and pages that fail the test on any uncaught page error.
import { APPROVED_STATUS } from '@hall/model';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, expect, inject } from 'vitest';
import { ensureAdmin, ADMIN_PASSWORD } from './admin-session.ts';
import { api } from './portal.ts';
import { signInInBrowser } from './sign-in.ts';
import type { TestStudent } from './students.ts';
import { failOnPageErrors, useBrowser } from './use-browser.ts';

/** A student id of `lead` and six random digits, so runs on a shared emulator do not meet. */
export const randomStudentId = (lead: string) => `${lead}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

export interface OfficeJourney {
  portal: { url: string };
  adminEmail: string;
  /** The administrator's ID token (set before the file's first test). */
  adminToken: () => string;
  /** Files `json` at `path` as `who`; the new record's id. */
  file: (who: TestStudent, path: string, json: Record<string, unknown>) => Promise<string>;
  /** What `who` has filed at `path`, as the API lists it for them. */
  listOwn: <T>(who: TestStudent, path: string) => Promise<T[]>;
  /** The office decides record `id` at `path` (approves it unless `json` says otherwise). */
  decide: (path: string, id: string, json?: Record<string, unknown>) => Promise<void>;
  /** A page in a context of its own, failing the test on any uncaught page error (call it inside a test). */
  newPage: (options: BrowserContextOptions) => Promise<Page>;
  /** Such a page, signed in as the administrator, on `path`. */
  adminPage: (path: string, options: BrowserContextOptions) => Promise<Page>;
}

/** Registers the journey's set-up (browser, admin account) and returns its helpers. */
export function useOfficeJourney(): OfficeJourney {
  const portal = { url: inject('portalUrl') };
  const adminEmail = inject('adminEmail');
  const browser = useBrowser();
  let adminToken = '';
  beforeAll(async () => {
    adminToken = (await ensureAdmin(adminEmail)).idToken;
  });

  const newPage = async (options: BrowserContextOptions): Promise<Page> => {
    const context = await browser().newContext(options);
    const page = await context.newPage();
    failOnPageErrors(page);
    return page;
  };

  return {
    portal,
    adminEmail,
    adminToken: () => adminToken,
    async file(who, path, json) {
      const answer = await api<{ insertedId: string }>(portal, 'POST', path, { token: who.idToken, json });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.insertedId;
    },
    async listOwn<T>(who: TestStudent, path: string) {
      const query = `${path}?email=${encodeURIComponent(who.email)}`;
      const answer = await api<T[]>(portal, 'GET', query, { token: who.idToken });
      expect(answer.status).toBe(200);
      return answer.body;
    },
    async decide(path, id, json = { status: APPROVED_STATUS }) {
      const answer = await api(portal, 'PATCH', `${path}/${id}`, { token: adminToken, json });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
    newPage,
    async adminPage(path, options) {
      const page = await newPage(options);
      await signInInBrowser(page, portal.url, { email: adminEmail, password: ADMIN_PASSWORD }, path);
      return page;
    },
  };
}
