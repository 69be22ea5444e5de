import { describe, expect, it } from 'vitest';
import { isAdministrator, isStudentEmail, resolveAdminEmail } from './index.ts';

const admin = 'hall.admin@student.cuet.ac.bd';

describe('isStudentEmail', () => {
  it('accepts student-domain addresses, any case', () => {
    expect(isStudentEmail('u1904001@student.cuet.ac.bd')).toBe(true);
    expect(isStudentEmail(' U1904001@STUDENT.cuet.ac.bd ')).toBe(true);
  });

  it('refuses other domains and look-alikes', () => {
    expect(isStudentEmail('u1904001@gmail.com')).toBe(false);
    expect(isStudentEmail('u1904001@cuet.ac.bd')).toBe(false);
    expect(isStudentEmail('u1904001@student.cuet.ac.bd.example.com')).toBe(false);
    expect(isStudentEmail('@student.cuet.ac.bd')).toBe(false);
    expect(isStudentEmail('')).toBe(false);
  });
});

describe('resolveAdminEmail', () => {
  it('falls back to the default when nothing is configured', () => {
    expect(resolveAdminEmail(undefined)).toBe('hall.admin@student.cuet.ac.bd');
    expect(resolveAdminEmail('')).toBe('hall.admin@student.cuet.ac.bd');
    expect(resolveAdminEmail('   ')).toBe('hall.admin@student.cuet.ac.bd');
  });

  it('trims and lowercases a configured address', () => {
    expect(resolveAdminEmail('  Provost@Student.CUET.ac.bd ')).toBe('provost@student.cuet.ac.bd');
  });

  it('throws, naming the address, when it is not a student e-mail', () => {
    expect(() => resolveAdminEmail('admin@gmail.com')).toThrow(/admin@gmail\.com/);
    expect(() => resolveAdminEmail('not an email')).toThrow(/not a CUET student e-mail/);
  });
});

describe('isAdministrator', () => {
  it('is the configured address with a verified e-mail', () => {
    expect(isAdministrator({ email: admin, emailVerified: true }, admin)).toBe(true);
  });

  it('ignores case on both sides', () => {
    expect(isAdministrator({ email: 'Hall.Admin@Student.CUET.ac.bd', emailVerified: true }, admin)).toBe(true);
    expect(isAdministrator({ email: admin, emailVerified: true }, 'HALL.ADMIN@student.cuet.ac.bd')).toBe(true);
  });

  it('is not the admin address unverified: registering it gives nothing', () => {
    expect(isAdministrator({ email: admin, emailVerified: false }, admin)).toBe(false);
  });

  it('is not another address, verified or not', () => {
    expect(isAdministrator({ email: 'u1904001@student.cuet.ac.bd', emailVerified: true }, admin)).toBe(false);
    expect(isAdministrator({ email: 'hall.admin@student.cuet.ac.bd.evil.com', emailVerified: true }, admin)).toBe(
      false,
    );
  });

  it('is nobody signed out or without an e-mail', () => {
    expect(isAdministrator(null, admin)).toBe(false);
    expect(isAdministrator({ email: null, emailVerified: true }, admin)).toBe(false);
    expect(isAdministrator({ email: undefined, emailVerified: true }, admin)).toBe(false);
    expect(isAdministrator({ email: '', emailVerified: true }, '')).toBe(false);
  });
});
