import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  approvalInput,
  bkashNumberSchema,
  complaintInput,
  complaintSubmission,
  contactMessageInput,
  fieldErrors,
  hallFeeInput,
  hallFeeSubmission,
  identityFields,
  isoDateSchema,
  newUserInput,
  noticeInput,
  profileUpdateInput,
  roomAllotmentInput,
  roomAllotmentSubmission,
  rejectionInput,
  roomApprovalInput,
  roomSchema,
  studentEmailSchema,
  studentIdSchema,
  tokenPurchaseInput,
  tokenPurchaseSubmission,
  messages,
  tooLongMessage,
  transactionIdSchema,
} from './index.ts';
import { sampleHallFee, sampleRoomAllotment, sampleStudent, sampleTokenPurchase } from './samples.ts';
import type { HallFeeInput, Level, Month, Term, TokenAmount, TokenPackage, TokenPurchaseInput } from './index.ts';

// Our own texts come from the model; the spec's one here is written out verbatim.
const {
  required: REQUIRED,
  notText: NOT_TEXT,
  chooseOption: CHOOSE,
  unknownField: UNKNOWN,
  studentId: ID_CHARS,
  room: ROOM_CHARS,
  isoDate: BAD_DATE,
  bkashNumber: BKASH,
  phone: PHONE,
  transactionIdCharacters: TX_CHARS,
  transactionIdLength: TX_LENGTH,
  endDateBeforeStart: END_DATE,
  invalidEmail: BAD_EMAIL,
  notAnObject: NOT_OBJECT,
} = messages.validation;
const STUDENT_EMAIL = 'You must use CUET student email.';
const tooLong = tooLongMessage;

/** The field errors a schema gives for `input`, or {} when it passes. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

/** The first message a field schema gives, or null when it passes. */
function messageOf(schema: z.ZodMiniType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

const token = sampleTokenPurchase();
const hallFee = sampleHallFee();
const room = sampleRoomAllotment();
const identity = sampleStudent;

describe('field schemas', () => {
  describe('studentEmailSchema', () => {
    it('trims and lowercases a student address', () => {
      expect(studentEmailSchema.parse('  U1904001@Student.CUET.ac.bd ')).toBe('u1904001@student.cuet.ac.bd');
    });
    it('refuses other domains with the spec message', () => {
      expect(messageOf(studentEmailSchema, 'rahim@gmail.com')).toBe(STUDENT_EMAIL);
      expect(messageOf(studentEmailSchema, 'rahim@student.cuet.ac.bd.evil.com')).toBe(STUDENT_EMAIL);
    });
    it('refuses what is not an e-mail', () => {
      expect(messageOf(studentEmailSchema, 'student.cuet.ac.bd')).toBe(BAD_EMAIL);
      expect(messageOf(studentEmailSchema, '@student.cuet.ac.bd')).toBe(BAD_EMAIL);
      expect(messageOf(studentEmailSchema, 'a b@student.cuet.ac.bd')).toBe(BAD_EMAIL);
    });
    it('requires a value', () => {
      expect(messageOf(studentEmailSchema, '   ')).toBe(REQUIRED);
      expect(messageOf(studentEmailSchema, undefined)).toBe(REQUIRED);
      expect(messageOf(studentEmailSchema, 42)).toBe(NOT_TEXT);
    });
    it('caps the length at 254', () => {
      const long = `${'a'.repeat(254 - '@student.cuet.ac.bd'.length + 1)}@student.cuet.ac.bd`;
      expect(messageOf(studentEmailSchema, long)).toBe(tooLong(254));
    });
  });

  describe('studentIdSchema', () => {
    it('accepts letters, digits and hyphens, trimmed', () => {
      expect(studentIdSchema.parse(' 1904001 ')).toBe('1904001');
      expect(studentIdSchema.parse('U-1904001')).toBe('U-1904001');
    });
    it('refuses other characters', () => {
      for (const bad of ['1904 001', '1904_001', '1904/001', '<b>1</b>', '١٩٠٤']) {
        expect(messageOf(studentIdSchema, bad), bad).toBe(ID_CHARS);
      }
    });
    it('requires a value and caps it at 20', () => {
      expect(messageOf(studentIdSchema, '')).toBe(REQUIRED);
      expect(studentIdSchema.safeParse('1'.repeat(20)).success).toBe(true);
      expect(messageOf(studentIdSchema, '1'.repeat(21))).toBe(tooLong(20));
    });
  });

  describe('roomSchema', () => {
    it('accepts rooms as halls name them, trimmed, inner spaces made one', () => {
      for (const room of ['313 North', 'B-12', '4/7', 'N/A', '203-B', '101', 'Block C.2']) {
        expect(roomSchema.parse(room), room).toBe(room);
      }
      expect(roomSchema.parse(' 313   North ')).toBe('313 North');
      expect(roomSchema.parse('313\tNorth')).toBe('313 North');
    });
    it('refuses other characters, and names that do not start with a letter or digit', () => {
      for (const bad of ['../etc', '-12', '/7', '.', '313_North', '<b>1</b>', '313;', '१२', 'Room #4']) {
        expect(messageOf(roomSchema, bad), bad).toBe(ROOM_CHARS);
      }
    });
    it('requires a value and caps it at 20', () => {
      expect(messageOf(roomSchema, ' ')).toBe(REQUIRED);
      expect(roomSchema.safeParse('1'.repeat(20)).success).toBe(true);
      expect(messageOf(roomSchema, '1'.repeat(21))).toBe(tooLong(20));
      // The cap applies after spaces are squeezed: what is stored is what is measured.
      expect(roomSchema.parse(`313${' '.repeat(30)}North`)).toBe('313 North');
    });
  });

  describe('isoDateSchema', () => {
    it('accepts real calendar dates, trimmed', () => {
      expect(isoDateSchema.parse(' 2024-05-03 ')).toBe('2024-05-03');
      expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
      expect(isoDateSchema.parse('2000-02-29')).toBe('2000-02-29');
      expect(isoDateSchema.parse('2024-12-31')).toBe('2024-12-31');
    });
    it('refuses dates that do not exist', () => {
      for (const bad of [
        '2024-02-30',
        '2023-02-29',
        '1900-02-29',
        '2024-04-31',
        '2024-13-01',
        '2024-00-10',
        '2024-05-00',
      ]) {
        expect(messageOf(isoDateSchema, bad), bad).toBe(BAD_DATE);
      }
    });
    it('refuses other formats', () => {
      for (const bad of ['03/05/2024', '2024-5-3', '2024-05-03T00:00:00Z', '20240503', 'soon']) {
        expect(messageOf(isoDateSchema, bad), bad).toBe(BAD_DATE);
      }
      expect(messageOf(isoDateSchema, '')).toBe(REQUIRED);
    });
  });

  describe('bkashNumberSchema', () => {
    it('accepts the number as people write it and stores the 11 digits', () => {
      for (const typed of [
        '01712345678',
        ' 01712345678 ',
        '+8801712345678',
        '8801712345678',
        '01712-345678',
        '01712 345 678',
        '+880 1712-345678',
      ]) {
        expect(bkashNumberSchema.parse(typed), typed).toBe('01712345678');
      }
    });
    it('refuses anything else, saying which form is expected', () => {
      for (const bad of [
        '0171234567',
        '017123456789',
        '02712345678',
        '1712345678',
        '+8811712345678',
        '+1 01712345678',
        '0171234567a',
        '01712.345678',
        '০১৭১২৩৪৫৬৭৮',
      ]) {
        expect(messageOf(bkashNumberSchema, bad), bad).toBe(BKASH);
      }
      expect(messageOf(bkashNumberSchema, `01712345678${' '.repeat(40)}9`)).toBe(BKASH);
      expect(messageOf(bkashNumberSchema, '')).toBe(REQUIRED);
      expect(messageOf(bkashNumberSchema, 1712345678)).toBe(NOT_TEXT);
    });
  });

  describe('transactionIdSchema', () => {
    it('accepts an id pasted with spaces or typed in lower case, and stores it upper-case without spaces', () => {
      expect(transactionIdSchema.parse('  8n7A6b5C ')).toBe('8N7A6B5C');
      expect(transactionIdSchema.parse('8N7 A6B 5C4D')).toBe('8N7A6B5C4D');
      expect(transactionIdSchema.parse('bkq7\t1m2 x9')).toBe('BKQ71M2X9');
    });
    it('refuses other characters', () => {
      expect(messageOf(transactionIdSchema, '8N7-A6B5C')).toBe(TX_CHARS);
      expect(messageOf(transactionIdSchema, '8N7A6B5C;')).toBe(TX_CHARS);
      // Letters that upper-case into ASCII (dotless i, long s) are not ASCII letters.
      expect(messageOf(transactionIdSchema, 'ıD123456')).toBe(TX_CHARS);
      expect(messageOf(transactionIdSchema, 'ſ1234567')).toBe(TX_CHARS);
    });
    it('takes 6 to 30 letters and digits once spaces are out, and at most 40 characters as typed', () => {
      expect(transactionIdSchema.safeParse('ABC123').success).toBe(true);
      expect(transactionIdSchema.safeParse('A'.repeat(30)).success).toBe(true);
      expect(transactionIdSchema.parse('ABC 12 3')).toBe('ABC123');
      expect(messageOf(transactionIdSchema, 'ABC12')).toBe(TX_LENGTH);
      expect(messageOf(transactionIdSchema, 'AB C1 2')).toBe(TX_LENGTH);
      expect(messageOf(transactionIdSchema, 'A'.repeat(31))).toBe(TX_LENGTH);
      expect(messageOf(transactionIdSchema, `A${' '.repeat(45)}BC123`)).toBe(TX_LENGTH);
      expect(messageOf(transactionIdSchema, '  ')).toBe(REQUIRED);
    });
  });
});

describe('newUserInput', () => {
  it('accepts name, student e-mail and id, normalised', () => {
    expect(newUserInput.parse({ name: ' Rahim ', email: 'U1904001@student.cuet.ac.bd', id: ' 1904001 ' })).toEqual({
      name: 'Rahim',
      email: 'u1904001@student.cuet.ac.bd',
      id: '1904001',
    });
  });
  it('requires every field', () => {
    expect(errorsOf(newUserInput, {})).toEqual({ name: REQUIRED, email: REQUIRED, id: REQUIRED });
    expect(errorsOf(newUserInput, { name: '  ', email: '', id: '' })).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      id: REQUIRED,
    });
  });
  it('refuses a non-student e-mail, a long name and unknown keys', () => {
    expect(errorsOf(newUserInput, { ...identity, email: 'r@gmail.com' })).toEqual({ email: STUDENT_EMAIL });
    // Issue 28: only a student's own address (u and 7 digits), never a +tag or another local part.
    const ownAddress = messages.signUp.studentAddressRequired;
    for (const email of ['rahim.uddin@student.cuet.ac.bd', 'u1904005+1904001@student.cuet.ac.bd'])
      expect(errorsOf(newUserInput, { ...identity, email, id: '1904001' })).toEqual({ email: ownAddress });
    expect(errorsOf(newUserInput, { ...identity, name: 'n'.repeat(81) })).toEqual({ name: tooLong(80) });
    expect(errorsOf(newUserInput, { ...identity, name: 'n'.repeat(80) })).toEqual({});
    expect(errorsOf(newUserInput, { ...identity, role: 'admin' })).toEqual({ role: UNKNOWN });
  });
  it('refuses a body that is not an object', () => {
    expect(errorsOf(newUserInput, null)).toEqual({ _body: NOT_OBJECT });
    expect(errorsOf(newUserInput, 'name=x')).toEqual({ _body: NOT_OBJECT });
  });
});

describe('tokenPurchaseInput', () => {
  it('accepts a valid purchase and trims it', () => {
    expect(tokenPurchaseInput.parse({ ...token, Transaction_id: ' 8N7A6B5C4D ', package1: ' 15 ' })).toEqual({
      ...token,
      package1: '15',
    });
  });
  it('lets package and amount vary independently (spec 9)', () => {
    expect(errorsOf(tokenPurchaseInput, { ...token, package1: '15', amount: '2500' })).toEqual({});
    expect(errorsOf(tokenPurchaseInput, { ...token, package1: '30', amount: '1300' })).toEqual({});
  });
  it('refuses values outside the selects', () => {
    expect(errorsOf(tokenPurchaseInput, { ...token, package1: '7' })).toEqual({ package1: CHOOSE });
    expect(errorsOf(tokenPurchaseInput, { ...token, amount: '100' })).toEqual({ amount: CHOOSE });
    expect(errorsOf(tokenPurchaseInput, { ...token, amount: 2500 })).toEqual({ amount: NOT_TEXT });
    expect(errorsOf(tokenPurchaseInput, { ...token, package1: '' })).toEqual({ package1: REQUIRED });
  });
  it('accepts the same start and end date', () => {
    expect(errorsOf(tokenPurchaseInput, { ...token, End_date: token.Start_date })).toEqual({});
  });
  it('refuses an end date before the start date, on End_date', () => {
    expect(errorsOf(tokenPurchaseInput, { ...token, End_date: '2024-04-30' })).toEqual({ End_date: END_DATE });
    const result = tokenPurchaseInput.safeParse({ ...token, Start_date: '2025-01-01', End_date: '2024-12-31' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['End_date']]);
  });
  it('refuses an impossible date', () => {
    expect(errorsOf(tokenPurchaseInput, { ...token, Start_date: '2024-02-30' })).toEqual({ Start_date: BAD_DATE });
  });
  it('stores the payment details normalised', () => {
    expect(
      tokenPurchaseInput.parse({ ...token, bkash_number: '+8801712345678', Transaction_id: '8n7a 6b5c 4d' }),
    ).toEqual(token);
  });
  it('refuses bad payment details', () => {
    expect(errorsOf(tokenPurchaseInput, { ...token, bkash_number: '1712345678' })).toEqual({ bkash_number: BKASH });
    expect(errorsOf(tokenPurchaseInput, { ...token, Transaction_id: 'AB_123456' })).toEqual({
      Transaction_id: TX_CHARS,
    });
  });
  it('refuses a status set by the student and other unknown keys', () => {
    expect(errorsOf(tokenPurchaseInput, { ...token, status: 'confirm' })).toEqual({ status: UNKNOWN });
    expect(errorsOf(tokenPurchaseInput, { ...token, _id: 'x', createdAt: 'y' })).toEqual({
      _id: UNKNOWN,
      createdAt: UNKNOWN,
    });
  });
  it('reports every missing field', () => {
    expect(errorsOf(tokenPurchaseInput, {})).toEqual({
      Start_date: REQUIRED,
      End_date: REQUIRED,
      package1: REQUIRED,
      amount: REQUIRED,
      Transaction_id: REQUIRED,
      bkash_number: REQUIRED,
    });
  });
  it('infers the select types', () => {
    expectTypeOf<TokenPurchaseInput['package1']>().toEqualTypeOf<TokenPackage>();
    expectTypeOf<TokenPurchaseInput['amount']>().toEqualTypeOf<TokenAmount>();
  });
});

describe('hallFeeInput', () => {
  it('accepts a valid payment, months in the spec spelling', () => {
    expect(hallFeeInput.parse(hallFee)).toEqual(hallFee);
    expect(
      errorsOf(hallFeeInput, { ...hallFee, month_start: 'May', month_end: 'December', lavel: '4', term: '2' }),
    ).toEqual({});
  });
  it('accepts one month', () => {
    expect(errorsOf(hallFeeInput, { ...hallFee, month_start: 'june', month_end: 'june' })).toEqual({});
  });
  it('accepts a span that wraps the year, and any pair of months (never more than twelve)', () => {
    expect(errorsOf(hallFeeInput, { ...hallFee, month_start: 'November', month_end: 'February' })).toEqual({});
    expect(errorsOf(hallFeeInput, { ...hallFee, month_start: 'December', month_end: 'january' })).toEqual({});
    expect(errorsOf(hallFeeInput, { ...hallFee, month_start: 'March', month_end: 'February' })).toEqual({});
  });
  it('refuses months, levels and terms outside the lists (spelling matters)', () => {
    expect(errorsOf(hallFeeInput, { ...hallFee, month_start: 'January' })).toEqual({ month_start: CHOOSE });
    expect(errorsOf(hallFeeInput, { ...hallFee, month_end: 'Smarch' })).toEqual({ month_end: CHOOSE });
    expect(errorsOf(hallFeeInput, { ...hallFee, lavel: '5' })).toEqual({ lavel: CHOOSE });
    expect(errorsOf(hallFeeInput, { ...hallFee, lavel: '0' })).toEqual({ lavel: CHOOSE });
    expect(errorsOf(hallFeeInput, { ...hallFee, term: '3' })).toEqual({ term: CHOOSE });
  });
  it('stores a number written +880 and an id pasted with spaces in their normalised forms', () => {
    expect(hallFeeInput.parse({ ...hallFee, bkash_number: '+8801712345678', Transaction_id: ' tx 123 456 ' })).toEqual(
      hallFee,
    );
  });
  it('refuses bad payment details, status and unknown keys', () => {
    expect(errorsOf(hallFeeInput, { ...hallFee, bkash_number: '01812345' })).toEqual({ bkash_number: BKASH });
    expect(errorsOf(hallFeeInput, { ...hallFee, Transaction_id: 'TX/123456' })).toEqual({ Transaction_id: TX_CHARS });
    expect(errorsOf(hallFeeInput, { ...hallFee, status: 'confirm' })).toEqual({ status: UNKNOWN });
  });
  it('infers the select types', () => {
    expectTypeOf<HallFeeInput['month_start']>().toEqualTypeOf<Month>();
    expectTypeOf<HallFeeInput['lavel']>().toEqualTypeOf<Level>();
    expectTypeOf<HallFeeInput['term']>().toEqualTypeOf<Term>();
  });
});

describe('complaintInput', () => {
  it('accepts a trimmed complaint up to 2000 characters', () => {
    expect(complaintInput.parse({ complains: '  The fan in 203 is broken. ' })).toEqual({
      complains: 'The fan in 203 is broken.',
    });
    expect(errorsOf(complaintInput, { complains: 'x'.repeat(2000) })).toEqual({});
  });
  it('refuses an empty or too long complaint and unknown keys', () => {
    expect(errorsOf(complaintInput, { complains: '   ' })).toEqual({ complains: REQUIRED });
    expect(errorsOf(complaintInput, { complains: 'x'.repeat(2001) })).toEqual({ complains: tooLong(2000) });
    expect(errorsOf(complaintInput, { complains: 'ok', name: 'x' })).toEqual({ name: UNKNOWN });
  });
});

describe('roomAllotmentInput', () => {
  it('accepts four ids, four rooms, the previous room and a date', () => {
    expect(roomAllotmentInput.parse(room)).toEqual(room);
  });
  it('requires every field', () => {
    expect(Object.keys(errorsOf(roomAllotmentInput, {})).sort()).toEqual(Object.keys(room).sort());
  });
  it('accepts rooms as halls name them, the previous room too', () => {
    const named = { ...room, room_1: '313 North', room_2: 'B-12', room_3: '4/7', pre_room: 'N/A' };
    expect(roomAllotmentInput.parse(named)).toEqual(named);
  });
  it('checks each id, room and the date', () => {
    expect(errorsOf(roomAllotmentInput, { ...room, student_Id_3: '19 04' })).toEqual({ student_Id_3: ID_CHARS });
    expect(errorsOf(roomAllotmentInput, { ...room, room_4: 'R'.repeat(21) })).toEqual({ room_4: tooLong(20) });
    expect(errorsOf(roomAllotmentInput, { ...room, room_2: '../etc' })).toEqual({ room_2: ROOM_CHARS });
    expect(errorsOf(roomAllotmentInput, { ...room, pre_room: '' })).toEqual({ pre_room: REQUIRED });
    expect(errorsOf(roomAllotmentInput, { ...room, apply_date: '2024-02-31' })).toEqual({ apply_date: BAD_DATE });
  });
  it('refuses a SelectedRoom or status from the student', () => {
    expect(errorsOf(roomAllotmentInput, { ...room, SelectedRoom: '101', status: 'confirm' })).toEqual({
      SelectedRoom: UNKNOWN,
      status: UNKNOWN,
    });
  });
});

describe('submissions: input plus optional identity fields', () => {
  it('accept the identity the spec clients echo, and go without it', () => {
    expect(errorsOf(tokenPurchaseSubmission, { ...token, ...identity })).toEqual({});
    expect(errorsOf(tokenPurchaseSubmission, token)).toEqual({});
    expect(errorsOf(hallFeeSubmission, { ...hallFee, ...identity })).toEqual({});
    expect(errorsOf(complaintSubmission, { complains: 'noise', ...identity })).toEqual({});
    expect(errorsOf(roomAllotmentSubmission, { ...room, ...identity })).toEqual({});
    expect(identityFields.parse({ name: ' Rahim ' })).toEqual({ name: 'Rahim' });
  });
  it('keep the input checks', () => {
    expect(errorsOf(tokenPurchaseSubmission, { ...token, ...identity, End_date: '2024-01-01' })).toEqual({
      End_date: END_DATE,
    });
    expect(errorsOf(hallFeeSubmission, { ...hallFee, ...identity, month_end: 'January' })).toEqual({
      month_end: CHOOSE,
    });
    expect(errorsOf(hallFeeSubmission, { ...hallFee, bkash_number: '01812-34567' })).toEqual({
      bkash_number: BKASH,
    });
  });
  it('stay strict and type the identity fields', () => {
    expect(errorsOf(complaintSubmission, { complains: 'x', ...identity, status: 'confirm' })).toEqual({
      status: UNKNOWN,
    });
    expect(errorsOf(roomAllotmentSubmission, { ...room, id: 1904001 })).toEqual({ id: NOT_TEXT });
    expect(errorsOf(complaintSubmission, { complains: 'x', name: 'n'.repeat(81) })).toEqual({ name: tooLong(80) });
  });
});

describe('approvals', () => {
  it("accept only the status 'confirm'", () => {
    expect(approvalInput.parse({ status: 'confirm' })).toEqual({ status: 'confirm' });
    expect(errorsOf(approvalInput, { status: 'pending' })).toEqual({
      status: "The status can only be set to 'confirm', or to 'rejected' with a reason.",
    });
    expect(errorsOf(approvalInput, {})).toEqual({ status: REQUIRED });
    expect(errorsOf(approvalInput, { status: 'confirm', amount: '1' })).toEqual({ amount: UNKNOWN });
  });
  it('record the allocated room on a room approval', () => {
    expect(roomApprovalInput.parse({ status: 'confirm', SelectedRoom: ' 203 ' })).toEqual({
      status: 'confirm',
      SelectedRoom: '203',
    });
    expect(errorsOf(roomApprovalInput, { status: 'confirm' })).toEqual({ SelectedRoom: REQUIRED });
    expect(roomApprovalInput.parse({ status: 'confirm', SelectedRoom: ' 313 North ' }).SelectedRoom).toBe('313 North');
    expect(errorsOf(roomApprovalInput, { status: 'confirm', SelectedRoom: '2_03' })).toEqual({
      SelectedRoom: ROOM_CHARS,
    });
  });
  it('take a rejection only with a one-line reason of at most 200 characters', () => {
    expect(rejectionInput.parse({ status: 'rejected', rejectReason: '  Wrong bKash id \n' })).toEqual({
      status: 'rejected',
      rejectReason: 'Wrong bKash id',
    });
    expect(rejectionInput.parse({ status: 'rejected', rejectReason: 'a\nb' }).rejectReason).toBe('a b');
    expect(errorsOf(rejectionInput, { status: 'rejected' })).toEqual({ rejectReason: REQUIRED });
    expect(errorsOf(rejectionInput, { status: 'rejected', rejectReason: ' \u200B ' })).toEqual({
      rejectReason: REQUIRED,
    });
    expect(errorsOf(rejectionInput, { status: 'rejected', rejectReason: 'x'.repeat(201) })).toEqual({
      rejectReason: tooLong(200),
    });
    expect(errorsOf(rejectionInput, { status: 'rejected', rejectReason: 'x', SelectedRoom: '1' })).toEqual({
      SelectedRoom: UNKNOWN,
    });
    expect(errorsOf(rejectionInput, { status: 'confirm', rejectReason: 'x' })).toHaveProperty('status');
  });
});

describe('noticeInput', () => {
  it('accepts a title and date', () => {
    expect(noticeInput.parse({ title: ' Hall closed on Friday ', date: '2024-05-03' })).toEqual({
      title: 'Hall closed on Friday',
      date: '2024-05-03',
    });
  });
  it('refuses a missing or long title, a bad date and unknown keys', () => {
    expect(errorsOf(noticeInput, { title: '', date: '2024-05-03' })).toEqual({ title: REQUIRED });
    expect(errorsOf(noticeInput, { title: 't'.repeat(201), date: '2024-05-03' })).toEqual({ title: tooLong(200) });
    expect(errorsOf(noticeInput, { title: 't'.repeat(200), date: '2024-05-03' })).toEqual({});
    expect(errorsOf(noticeInput, { title: 'x', date: '2024-06-31' })).toEqual({ date: BAD_DATE });
    expect(errorsOf(noticeInput, { title: 'x', date: '2024-06-30', fileName: 'a.pdf' })).toEqual({ fileName: UNKNOWN });
  });
});

describe('contactMessageInput', () => {
  const contact = { from_name: 'Rahim', user_email: 'rahim@gmail.com', message: 'When does allotment start?' };
  it('accepts any valid e-mail', () => {
    expect(contactMessageInput.parse({ ...contact, user_email: ' rahim@gmail.com ' })).toEqual(contact);
  });
  it('refuses a bad e-mail, empty and long fields, unknown keys', () => {
    expect(errorsOf(contactMessageInput, { ...contact, user_email: 'rahim@' })).toEqual({ user_email: BAD_EMAIL });
    expect(errorsOf(contactMessageInput, { ...contact, from_name: '' })).toEqual({ from_name: REQUIRED });
    expect(errorsOf(contactMessageInput, { ...contact, from_name: 'n'.repeat(81) })).toEqual({
      from_name: tooLong(80),
    });
    expect(errorsOf(contactMessageInput, { ...contact, message: 'm'.repeat(2001) })).toEqual({
      message: tooLong(2000),
    });
    expect(errorsOf(contactMessageInput, { ...contact, message: ' ' })).toEqual({ message: REQUIRED });
    expect(errorsOf(contactMessageInput, { ...contact, senderEmail: 'x@y.z' })).toEqual({ senderEmail: UNKNOWN });
  });
});

describe('profileUpdateInput', () => {
  it('accepts a name with or without a phone, or an empty phone', () => {
    expect(profileUpdateInput.parse({ name: ' Rahim ' })).toEqual({ name: 'Rahim' });
    expect(profileUpdateInput.parse({ name: 'Rahim', phone: ' 01712345678 ' })).toEqual({
      name: 'Rahim',
      phone: '01712345678',
    });
    expect(profileUpdateInput.parse({ name: 'Rahim', phone: '' })).toEqual({ name: 'Rahim', phone: '' });
  });
  it('takes a phone typed as the bKash fields take it, stored as 11 digits (issue 35)', () => {
    for (const typed of ['+880 1712-345678', '+8801712345678', '8801712345678', '017 1234 5678']) {
      expect(profileUpdateInput.parse({ name: 'Rahim', phone: typed }).phone, typed).toBe('01712345678');
    }
  });
  it('refuses a bad phone, a missing name and fields one cannot change', () => {
    expect(errorsOf(profileUpdateInput, { name: 'Rahim', phone: '12345' })).toEqual({ phone: PHONE });
    expect(errorsOf(profileUpdateInput, { name: 'Rahim', phone: '+8811712345678' })).toEqual({ phone: PHONE });
    expect(errorsOf(profileUpdateInput, { name: 'Rahim', phone: '0'.repeat(41) })).toEqual({ phone: PHONE });
    expect(errorsOf(profileUpdateInput, { phone: '01712345678' })).toEqual({ name: REQUIRED });
    expect(errorsOf(profileUpdateInput, { name: 'Rahim', email: 'x@student.cuet.ac.bd', id: '1' })).toEqual({
      email: UNKNOWN,
      id: UNKNOWN,
    });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    // 'nope' breaks two rules of the e-mail field: the format, then the domain.
    const result = newUserInput.safeParse({ ...identity, email: 'nope' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      BAD_EMAIL,
      STUDENT_EMAIL,
      messages.signUp.studentAddressRequired,
    ]);
    expect(result.error && fieldErrors(result.error)).toEqual({ email: BAD_EMAIL });
  });
  it('reports unknown keys named like object internals as plain fields', () => {
    const body = JSON.parse('{"complains":"x","__proto__":{"admin":true},"constructor":1}') as unknown;
    const errors = errorsOf(complaintInput, body);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(errors.constructor).toBe(UNKNOWN);
  });
});

describe('sensible values (dates in a hall window, no control or invisible-only text)', () => {
  const OUT_OF_RANGE = 'Enter a date between 2000-01-01 and 2099-12-31.';
  it('takes dates from 2000-01-01 to 2099-12-31 only', () => {
    expect(isoDateSchema.parse('2000-01-01')).toBe('2000-01-01');
    expect(isoDateSchema.parse('2099-12-31')).toBe('2099-12-31');
    for (const far of ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
      expect(messageOf(isoDateSchema, far), far).toBe(OUT_OF_RANGE);
    }
    expect(messageOf(isoDateSchema, '1900-02-29')).toBe(BAD_DATE);
  });
  it('counts text of only zero-width, format or control characters as empty', () => {
    // Combining marks with no letter, and lone halves of a surrogate pair, show nothing either (issue 34).
    for (const invisible of [
      '\u200B\u200B',
      '\u200D',
      '\uFEFF',
      '\u0000',
      ' \u2060\u00AD ',
      '\u3164',
      '\u202E',
      '\u0301\u0301',
      '\u09BF\u09CD',
      '\uD800',
      '\uDC00 \uDC00',
    ]) {
      expect(errorsOf(complaintInput, { complains: invisible }), JSON.stringify(invisible)).toEqual({
        complains: REQUIRED,
      });
      expect(errorsOf(noticeInput, { title: invisible, date: '2024-05-03' }), JSON.stringify(invisible)).toEqual({
        title: REQUIRED,
      });
    }
  });
  it('strips NUL, other control characters and bidi overrides from every text field', () => {
    expect(complaintInput.parse({ complains: 'Fan\u0000 broken\u0007\r\nRoom 2\u202E03' })).toEqual({
      complains: 'Fan broken\nRoom 203',
    });
    expect(newUserInput.parse({ ...identity, name: 'Rahim\u0000\tUddin\u0085' }).name).toBe('Rahim Uddin');
    expect(
      contactMessageInput.parse({ from_name: 'A\u001Fb', user_email: 'a@b.co', message: 'line 1\nline 2' }),
    ).toEqual({
      from_name: 'Ab',
      user_email: 'a@b.co',
      message: 'line 1\nline 2',
    });
    expect(errorsOf(transactionIdSchema, 'TX1234\u0000')).toEqual({});
    expect(transactionIdSchema.parse('TX1234\u0000')).toBe('TX1234');
    expect(complaintInput.parse({ complains: 'Fan\uD800 broken' })).toEqual({ complains: 'Fan broken' });
    // A pair is one character and stays.
    expect(complaintInput.parse({ complains: 'Fan broken \uD83D\uDE20' })).toEqual({
      complains: 'Fan broken \uD83D\uDE20',
    });
  });
  it('keeps the joiners Bengali text needs, inside visible text', () => {
    expect(complaintInput.parse({ complains: 'র\u200D্যাব' }).complains).toBe('র\u200D্যাব');
  });
});
