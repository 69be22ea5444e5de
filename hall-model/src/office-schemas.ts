// The office's bodies: deciding a request (approve, allocate a room, reject) and a notice.
import * as z from 'zod/mini';
import { APPROVED_STATUS, LEVELS, LIMITS, MONTHS, REJECTED_STATUS, TERMS } from './constants.ts';
import { cuetEmailSchema, roomSchema, isoDateSchema } from './field-schemas.ts';
import { tooLongMessage } from './messages.ts';
import { officeMessages } from './texts/office.ts';
import { MAX_BEDS } from './rooms.ts';
import { choice, objectError, requiredText, v } from './schema-basics.ts';

// The office decides a pending request once: approve ('confirm') or reject with a reason.
const approvedStatus = choice([APPROVED_STATUS], v.approvedOnly);

export const approvalInput = z.strictObject({ status: approvedStatus }, objectError);
// `alone` (issue 31): allot the applicant without the roommates they named, saying so.
export const roomApprovalInput = z.strictObject(
  { status: approvedStatus, SelectedRoom: roomSchema, alone: z.optional(z.boolean()) },
  objectError,
);
/** The dashboard's allocation form: the room the office types for an application. */
export const roomAllocationInput = z.object({ SelectedRoom: roomSchema });
/** A rejection: the reason is one line the student reads in their history (decision 031). */
export const rejectionInput = z.strictObject(
  { status: choice([REJECTED_STATUS], v.approvedOnly), rejectReason: requiredText(LIMITS.rejectReason) },
  objectError,
);

// The notice's file travels beside these fields (multipart); its checks live where it is read.
export const noticeInput = z.strictObject({ title: requiredText(LIMITS.title), date: isoDateSchema }, objectError);

// The dining hall (issue 30). POST /api/dining/staff: the address to add (the API also checks
// isStaffAddress); PUT /api/dining/tokens/{id}/meals/{day}: the day off (true) or back on (false).
export const diningStaffInput = z.strictObject({ email: cuetEmailSchema }, objectError);
export const mealSwitchInput = z.strictObject({ off: z.boolean() }, objectError);

// The hall's rooms (issue 31). PUT /api/rooms/{number}: a room's floor, beds and notes (the number
// is the path's, checked with roomSchema); POST /api/rooms/import: many rooms, each with its number.
const bedsSchema = z
  .int({ error: officeMessages.beds(MAX_BEDS) })
  .check(
    z.minimum(1, { error: officeMessages.beds(MAX_BEDS) }),
    z.maximum(MAX_BEDS, { error: officeMessages.beds(MAX_BEDS) }),
  );
const roomFields = {
  floor: requiredText(LIMITS.floor),
  beds: bedsSchema,
  notes: z._default(
    z.string().check(z.trim(), z.maxLength(LIMITS.roomNotes, { error: tooLongMessage(LIMITS.roomNotes) })),
    '',
  ),
};
export const roomInput = z.strictObject(roomFields, objectError);
export const roomRowInput = z.strictObject({ number: roomSchema, ...roomFields }, objectError);
// A roommate's answer to an application naming them: PUT /api/rooms/invitations/{allotmentId}.
export const roommateAnswerInput = z.strictObject({ answer: choice(['accepted', 'declined']) }, objectError);

// The office's reports (issue 32). GET /api/reports/dues: the period as the hall fee form names
// one, an optional search and page; GET /api/reports/dues/all takes the period alone.
const duesPeriodFields = {
  level: choice(LEVELS),
  term: choice(TERMS),
  from: choice(MONTHS),
  to: choice(MONTHS),
};
export const duesPeriodInput = z.strictObject(duesPeriodFields, objectError);
export const duesPageInput = z.strictObject(
  {
    ...duesPeriodFields,
    search: z.optional(
      z.string().check(z.trim(), z.maxLength(LIMITS.search, { error: tooLongMessage(LIMITS.search) })),
    ),
    page: z.optional(
      z.coerce
        .number({ error: officeMessages.page })
        .check(z.int({ error: officeMessages.page }), z.minimum(1, { error: officeMessages.page })),
    ),
  },
  objectError,
);
export type DuesPageInput = z.infer<typeof duesPageInput>;

export type RoomInput = z.infer<typeof roomInput>;
export type RoomRowInput = z.infer<typeof roomRowInput>;
export type ApprovalInput = z.infer<typeof approvalInput>;
export type RoomApprovalInput = z.infer<typeof roomApprovalInput>;
export type RejectionInput = z.infer<typeof rejectionInput>;
export type NoticeInput = z.infer<typeof noticeInput>;
