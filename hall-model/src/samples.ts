// Valid sample records for tests, typed by the model (a field added to an entity fails the type
// check here, not in twenty test files): the store contract, the rules scenarios, the API tests
// and the model's own tests build on these. Imported as '@hall/model/samples', never by the apps.
import type {
  ComplaintInput,
  ContactMessageInput,
  HallFeeInput,
  IdentityFields,
  NoticeInput,
  RoomAllotmentInput,
  TokenPurchaseInput,
} from './schemas.ts';

/** A student as every record names its owner. */
export const sampleStudent = {
  name: 'Rahim Uddin',
  email: 'u1904001@student.cuet.ac.bd',
  id: '1904001',
} as const satisfies Required<IdentityFields>;

export const sampleTokenPurchase = (changes: Partial<TokenPurchaseInput> = {}): TokenPurchaseInput => ({
  Start_date: '2024-05-04',
  End_date: '2024-06-02',
  package1: '30',
  amount: '2500',
  Transaction_id: '8N7A6B5C4D',
  bkash_number: '01712345678',
  ...changes,
});

export const sampleHallFee = (changes: Partial<HallFeeInput> = {}): HallFeeInput => ({
  month_start: 'january',
  month_end: 'june',
  lavel: '2',
  term: '1',
  Transaction_id: 'TX123456',
  bkash_number: '01712345678',
  ...changes,
});

export const sampleRoomAllotment = (changes: Partial<RoomAllotmentInput> = {}): RoomAllotmentInput => ({
  student_Id_1: '1904001',
  student_Id_2: '1904002',
  student_Id_3: '1904003',
  student_Id_4: '1904004',
  room_1: '101',
  room_2: '102',
  room_3: '203-B',
  room_4: '204',
  pre_room: '110',
  apply_date: '2024-05-03',
  ...changes,
});

export const sampleComplaint = (changes: Partial<ComplaintInput> = {}): ComplaintInput => ({
  complains: 'The water filter on the 2nd floor is broken.',
  ...changes,
});

export const sampleNotice = (changes: Partial<NoticeInput> = {}): NoticeInput => ({
  title: 'Hall fee deadline',
  date: '2024-05-10',
  ...changes,
});

export const sampleContactMessage = (changes: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  from_name: 'Rahim',
  user_email: 'rahim@example.com',
  message: 'When does the dining hall open on Friday?',
  ...changes,
});
