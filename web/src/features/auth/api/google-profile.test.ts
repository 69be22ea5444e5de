import { describe, expect, it } from 'vitest';
import { nameFromGoogle, studentIdFromEmail } from './google-profile.ts';

describe('studentIdFromEmail', () => {
  it('takes the digits of a student address, else (no digits) the local part in student-id characters', () => {
    const idOf = {
      'u1904001@student.cuet.ac.bd': '1904001',
      '  U2004017@Student.CUET.ac.bd ': '2004017',
      'hall.admin@student.cuet.ac.bd': 'hall-admin',
      'a.b_c+d@student.cuet.ac.bd': 'a-b-c-d',
    };
    for (const [email, id] of Object.entries(idOf)) expect(studentIdFromEmail(email), email).toBe(id);
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
