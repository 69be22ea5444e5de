import { describe, expect, it } from 'vitest';
import { checkSignUp, fieldErrors, messages, newUserInput, PASSWORD_RULES, signUpInput } from './index.ts';
import { sampleStudent } from './samples.ts';

const SHORT = 'Password should at least 6';
const UPPER = 'password should have at least one uppercase';
const DOMAIN = 'You must use CUET student email.';
const SPECIAL = 'password should have at least one Special Character';

const email = 'u1904001@student.cuet.ac.bd';

describe('checkSignUp (spec section 5)', () => {
  it('accepts a student e-mail with a good password', () => {
    expect(checkSignUp({ email, password: 'Abcde!' })).toBeNull();
  });

  it('refuses a password shorter than 6', () => {
    expect(checkSignUp({ email, password: 'Abc!e' })).toBe(SHORT);
    expect(checkSignUp({ email, password: '' })).toBe(SHORT);
  });

  it('accepts exactly 6 characters', () => {
    expect(checkSignUp({ email, password: 'Abcd!e' })).toBeNull();
  });

  it('refuses a password without an uppercase letter', () => {
    expect(checkSignUp({ email, password: 'abcdef!' })).toBe(UPPER);
  });

  it('refuses an e-mail outside the student domain', () => {
    expect(checkSignUp({ email: 'someone@gmail.com', password: 'Abcdef!' })).toBe(DOMAIN);
    expect(checkSignUp({ email: 'someone@cuet.ac.bd', password: 'Abcdef!' })).toBe(DOMAIN);
    expect(checkSignUp({ email: 'someone@student.cuet.ac.bd.evil.com', password: 'Abcdef!' })).toBe(DOMAIN);
  });

  it('compares the domain ignoring case and surrounding spaces', () => {
    expect(checkSignUp({ email: '  U1904001@Student.CUET.ac.bd ', password: 'Abcdef!' })).toBeNull();
  });

  it('refuses a password without a special character', () => {
    expect(checkSignUp({ email, password: 'Abcdef1' })).toBe(SPECIAL);
  });

  it('does not count characters outside the spec set as special', () => {
    for (const other of ['-', '_', '+', '=', '/', '\\', '[', ']', "'", ';', '~', '`', ' ']) {
      expect(checkSignUp({ email, password: `Abcdef${other}` }), other).toBe(SPECIAL);
    }
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts %s as the special character', (special) => {
    expect(checkSignUp({ email, password: `Abcdef${special}` })).toBeNull();
  });

  describe('with several failures, the spec order decides', () => {
    it('short beats everything', () => {
      expect(checkSignUp({ email: 'x@gmail.com', password: 'abc' })).toBe(SHORT);
    });
    it('uppercase beats domain and special', () => {
      expect(checkSignUp({ email: 'x@gmail.com', password: 'abcdefg' })).toBe(UPPER);
    });
    it('domain beats special', () => {
      expect(checkSignUp({ email: 'x@gmail.com', password: 'Abcdefg' })).toBe(DOMAIN);
    });
    it('short beats uppercase', () => {
      expect(checkSignUp({ email, password: 'ab!' })).toBe(SHORT);
    });
  });
});

describe('the password rules the sign-up form lists', () => {
  it('agree with the checks: a password meeting every rule passes them, one missing a rule fails', () => {
    const email = 'u1904001@student.cuet.ac.bd';
    expect(PASSWORD_RULES.map((rule) => rule.met('Abcde#'))).toEqual([true, true, true]);
    expect(checkSignUp({ email, password: 'Abcde#' })).toBeNull();
    expect(PASSWORD_RULES.map((rule) => rule.met('Abc#'))).toEqual([false, true, true]);
    expect(PASSWORD_RULES.map((rule) => rule.met('abcdef#'))).toEqual([true, false, true]);
    expect(PASSWORD_RULES.map((rule) => rule.met('Abcdefg'))).toEqual([true, true, false]);
    for (const password of ['Abc#', 'abcdef#', 'Abcdefg']) expect(checkSignUp({ email, password })).not.toBeNull();
  });
});

describe('signUpInput (the sign-up form: a message for each field)', () => {
  const valid: Record<'name' | 'email' | 'student_id' | 'password', string> = {
    name: sampleStudent.name,
    email: sampleStudent.email,
    student_id: sampleStudent.id,
    password: 'Hall#2024',
  };
  const problems = (changes: Partial<typeof valid>) => {
    const parsed = signUpInput.safeParse({ ...valid, ...changes });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it('accepts what checkSignUp accepts, with the user record the API takes', () => {
    const parsed = signUpInput.parse({ ...valid, name: '  Rahim Uddin ', email: ' U1904001@Student.CUET.ac.bd' });
    expect(parsed).toEqual({ ...valid });
    expect(newUserInput.safeParse({ name: parsed.name, email: parsed.email, id: parsed.student_id }).success).toBe(
      true,
    );
  });

  it("gives the password the first of the spec's password rules it breaks", () => {
    expect(problems({ password: 'ab' })).toEqual({ password: SHORT });
    expect(problems({ password: 'abcdef#' })).toEqual({ password: UPPER });
    expect(problems({ password: 'Abcdef' })).toEqual({ password: SPECIAL });
  });

  it('says what is wrong with every field at once', () => {
    expect(problems({ name: ' ', email: 'someone@gmail.com', student_id: '', password: 'ab' })).toEqual({
      name: expect.any(String),
      email: DOMAIN,
      student_id: expect.any(String),
      password: SHORT,
    });
  });

  it("refuses a student id that is not the address's digits, beside the id", () => {
    expect(problems({ student_id: '1904002' })).toEqual({ student_id: messages.api.studentIdMismatch });
  });
});
