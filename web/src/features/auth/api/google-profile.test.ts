import { describe, expect, it } from 'vitest';
import { nameFromGoogle, studentIdFromEmail } from './google-profile.ts';

describe('studentIdFromEmail', () => {
  it('takes the digits of a student address', () => {
    expect(studentIdFromEmail('u1904001@student.cuet.ac.bd')).toBe('1904001');
    expect(studentIdFromEmail('  U2004017@Student.CUET.ac.bd ')).toBe('2004017');
  });

  it('falls back to the local part in student-id characters when it has no digits', () => {
    expect(studentIdFromEmail('hall.admin@student.cuet.ac.bd')).toBe('hall-admin');
    expect(studentIdFromEmail('a.b_c+d@student.cuet.ac.bd')).toBe('a-b-c-d');
  });

  it('never exceeds the model limit of 20 characters', () => {
    expect(studentIdFromEmail(`${'9'.repeat(30)}@student.cuet.ac.bd`)).toHaveLength(20);
  });
});

describe('nameFromGoogle', () => {
  it('uses the Google display name, else the local part', () => {
    expect(nameFromGoogle(' Nusrat Jahan ', 'u1@student.cuet.ac.bd')).toBe('Nusrat Jahan');
    expect(nameFromGoogle(null, 'u1904001@student.cuet.ac.bd')).toBe('u1904001');
    expect(nameFromGoogle('   ', 'u1904001@student.cuet.ac.bd')).toBe('u1904001');
  });
});
