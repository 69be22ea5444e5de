import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { newUserInput } from './schemas.ts';
import { studentAddress, studentIdFitsEmail, studentIdOfEmail } from './student-id.ts';
import { isVerifiedStudent } from './admin.ts';

describe('the student id of an address', () => {
  it('is the digits of a u<digits> student address', () => {
    expect(studentIdOfEmail('u1904001@student.cuet.ac.bd')).toBe('1904001');
    expect(studentIdOfEmail(' U2004017@Student.CUET.ac.bd ')).toBe('2004017');
  });

  it('is absent for the office, other domains and look-alikes', () => {
    expect(studentIdOfEmail('hall.admin@student.cuet.ac.bd')).toBeNull();
    // Issue 28: another student's id behind a +tag, any other local part, any other length.
    expect(studentIdOfEmail('u1904005+1904001@student.cuet.ac.bd')).toBeNull();
    expect(studentIdOfEmail('rahim.uddin@student.cuet.ac.bd')).toBeNull();
    expect(studentIdOfEmail('u190400@student.cuet.ac.bd')).toBeNull();
    expect(studentIdOfEmail('u19040011@student.cuet.ac.bd')).toBeNull();
    expect(studentIdOfEmail('u1904001@gmail.com')).toBeNull();
    expect(studentIdOfEmail('u1904001@student.cuet.ac.bd.evil.com')).toBeNull();
    expect(studentIdOfEmail('u19x04@student.cuet.ac.bd')).toBeNull();
    expect(studentIdOfEmail(null)).toBeNull();
  });

  it('is carried by the one address studentAddress makes of it', () => {
    expect(studentAddress('1904001')).toBe('u1904001@student.cuet.ac.bd');
    expect(studentIdOfEmail(studentAddress(' 2004017 '))).toBe('2004017');
  });

  it('must be the id the address carries; an address that carries none fits no id', () => {
    expect(studentIdFitsEmail('1904001', 'u1904001@student.cuet.ac.bd')).toBe(true);
    expect(studentIdFitsEmail('1904002', 'u1904001@student.cuet.ac.bd')).toBe(false);
    expect(studentIdFitsEmail('1904001', 'rahim.uddin@student.cuet.ac.bd')).toBe(false);
    expect(studentIdFitsEmail('1904001', 'u1904005+1904001@student.cuet.ac.bd')).toBe(false);
  });

  it('is checked by the user record schema with the sign-up message', () => {
    const refused = newUserInput.safeParse({ name: 'A', email: 'u1904001@student.cuet.ac.bd', id: '1904002' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['id'], message: messages.api.studentIdMismatch });
    expect(newUserInput.safeParse({ name: 'A', email: 'u1904001@student.cuet.ac.bd', id: '1904001' }).success).toBe(
      true,
    );
  });
});

describe('a verified student', () => {
  it("needs a verified student's own address", () => {
    expect(isVerifiedStudent({ email: 'rahim.uddin@student.cuet.ac.bd', emailVerified: true })).toBe(false);
    expect(isVerifiedStudent({ email: 'u1904005+1904001@student.cuet.ac.bd', emailVerified: true })).toBe(false);
    expect(isVerifiedStudent({ email: 'u1904001@student.cuet.ac.bd', emailVerified: true })).toBe(true);
    expect(isVerifiedStudent({ email: 'u1904001@student.cuet.ac.bd', emailVerified: false })).toBe(false);
    expect(isVerifiedStudent({ email: 'someone@gmail.com', emailVerified: true })).toBe(false);
    expect(isVerifiedStudent(null)).toBe(false);
  });
});
