// The store port's rooms part (issue 31, decision 034), re-exported by port.ts.
import type {
  AllotRequest,
  AllotVerdict,
  AnswerVerdict,
  Room,
  RoomAllotment,
  RoomListing,
  RoommateAnswer,
} from '@hall/model';
import type { Audit } from './port.ts';

/**
 * The hall's rooms (issue 31, decision 034). Who lives where is never stored twice: it is the
 * approved room applications (`residentsOf`), so clearing one frees its beds by itself. The API
 * checks who may act and the words; the store makes each check and its change one transaction.
 */
export interface RoomRepository {
  /** Every room with its occupants, free beds and next waiting group: equal to hall-model roomListings. */
  list(): Promise<RoomListing[]>;
  /** The inventory alone (what a form's room choices are), by room number. */
  rooms(): Promise<Room[]>;
  /**
   * Adds the room, or changes its floor, beds and notes (found by roomKey; the stored number keeps
   * its first spelling). Refused (`bedsBelow`, nothing changed) when fewer beds than its residents.
   * Audited `room_added` or `room_changed` when something changed.
   */
  save(room: Room, audit?: Audit): Promise<RoomSaveOutcome>;
  /**
   * Saves many rooms in one transaction, all or nothing: a room whose new beds are fewer than its
   * residents refuses the whole import (`bedsBelow` names it). One entry per room added or changed.
   */
  import(rooms: Room[], audit?: Audit): Promise<RoomImportOutcome>;
  /** Removes an empty room; refused with its occupants while anyone lives there. Audited `room_removed`. */
  remove(number: string, audit?: Audit): Promise<RoomRemoveOutcome>;
  /**
   * The office's allotment of an application to a room, checked with hall-model allotVerdict in
   * the same transaction as the approval that writes status, SelectedRoom (the room's stored
   * number) and allottedAlone, with the residents' other homes read in it too (one room per
   * student). Of concurrent allotments to one room, only those that fit its beds succeed. Audited
   * `allocate` (allotmentChange), and `room_released` for the room a re-allotted group leaves.
   * `matched` false: no such application.
   */
  allot(allotmentId: string, request: AllotRequest, audit?: Audit): Promise<AllotOutcome>;
  /**
   * A named student's answer to the application (student id `studentId`), in one transaction:
   * `not_invited` when the application does not name them, `not_pending` once decided,
   * `in_another_group` when accepting while in another pending group.
   */
  answer(allotmentId: string, studentId: string, answer: Exclude<RoommateAnswer, 'invited'>): Promise<AnswerOutcome>;
  /**
   * The applications a student is in: filed by them or naming them (any answer), pending or
   * approved, newest first. What a profile's room card and the one-pending-group check read.
   */
  applicationsOf(studentId: string): Promise<RoomAllotment[]>;
  /** Every pending application in filing order (createdAt): the waiting list. */
  pending(): Promise<RoomAllotment[]>;
  /**
   * Tells these students their rooms may have changed (invited, answered, offered a bed,
   * allotted): the local store publishes `rooms` on the change feed, the Firestore store bumps
   * `roomNews/{studentId}`. Best-effort, after the change committed: a failure is logged, never thrown.
   */
  announce(studentIds: readonly string[]): Promise<void>;
}

export type RoomSaveOutcome =
  { outcome: 'added' | 'changed' | 'unchanged'; room: Room } | { outcome: 'bedsBelow'; room: Room; residents: number };

export type RoomImportOutcome =
  | { outcome: 'imported'; added: number; changed: number; unchanged: number }
  | { outcome: 'bedsBelow'; room: Room; residents: number };

export type RoomRemoveOutcome =
  { outcome: 'removed' } | { outcome: 'missing' } | { outcome: 'occupied'; occupants: RoomListing['occupants'] };

export type AllotOutcome =
  { matched: false } | { matched: true; verdict: AllotVerdict; modified: boolean; allotment: RoomAllotment };

export type AnswerOutcome = AnswerVerdict | { outcome: 'not_found' };
