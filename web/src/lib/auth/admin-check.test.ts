import { DEFAULT_ADMIN_EMAIL } from '@hall/model';
import { describe, expect, it } from 'vitest';
import { isAdminAccount } from './admin-check.ts';

describe('isAdminAccount', () => {
  it('is true only for the default administrator address with a verified e-mail', () => {
    expect(isAdminAccount({ email: DEFAULT_ADMIN_EMAIL, emailVerified: true }, null)).toBe(true);
    expect(isAdminAccount({ email: 'Hall.Admin@student.cuet.ac.bd', emailVerified: true }, null)).toBe(true);
    expect(isAdminAccount({ email: DEFAULT_ADMIN_EMAIL, emailVerified: false }, null)).toBe(false);
    expect(isAdminAccount({ email: 'u1904001@student.cuet.ac.bd', emailVerified: true }, null)).toBe(false);
    expect(isAdminAccount({ email: null, emailVerified: true }, null)).toBe(false);
  });

  it('uses the configured address instead of the default', () => {
    const configured = 'provost@student.cuet.ac.bd';
    expect(isAdminAccount({ email: 'Provost@student.cuet.ac.bd', emailVerified: true }, configured)).toBe(true);
    expect(isAdminAccount({ email: DEFAULT_ADMIN_EMAIL, emailVerified: true }, configured)).toBe(false);
  });

  it('refuses a configured address outside the student domain', () => {
    expect(() => isAdminAccount({ email: 'boss@gmail.com', emailVerified: true }, 'boss@gmail.com')).toThrow(
      /not a CUET student e-mail address/,
    );
  });
});
