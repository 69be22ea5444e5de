// The API's English errors shown in the build's language (decision 036).
import { describe, expect, it } from 'vitest';
import { apiErrorText as english } from './api-errors.ts';
import { apiErrorText as bangla } from './bn/api-errors.ts';
import { messages as banglaMessages, limitMessages as banglaLimits } from './bn/messages.ts';
import { roomMessages as banglaRooms } from './bn/rooms.ts';
import { diningMessages } from './dining.ts';
import { limitMessages, messages } from './messages.ts';
import { roomMessages } from './rooms.ts';

describe('the English build', () => {
  it('shows the API’s texts as sent', () => {
    expect(english.message('forbidden', messages.api.forbidden)).toBe(messages.api.forbidden);
    expect(english.field(limitMessages.tooLong(80))).toBe('Use at most 80 characters.');
    expect(english.answered(502, 'Bad Gateway')).toBe('The portal answered 502 Bad Gateway.');
    expect(english.answered(502, '')).toBe('The portal answered 502.');
  });
});

describe('the Bangla build', () => {
  it('gives a text of the catalogue its Bangla twin', () => {
    expect(bangla.message('forbidden', messages.api.forbidden)).toBe(banglaMessages.api.forbidden);
    expect(bangla.field(messages.signUp.passwordTooShort)).toBe(banglaMessages.signUp.passwordTooShort);
    expect(bangla.field(messages.validation.invalidEmail)).toBe(banglaMessages.validation.invalidEmail);
  });

  it('rebuilds a templated text from its values, counts in Bangla digits and ids as typed', () => {
    expect(bangla.field(limitMessages.tooLong(80))).toBe(banglaLimits.tooLong(80));
    expect(bangla.field(limitMessages.tooLong(80))).toContain('৮০');
    expect(bangla.message('roommates_pending', roomMessages.roommatesPending(1, 3))).toBe(
      banglaRooms.roommatesPending(1, 3),
    );
    expect(bangla.field(roomMessages.notRegistered('1904001'))).toBe(banglaRooms.notRegistered('1904001'));
    expect(bangla.field(roomMessages.unknownRoom('313 North'))).toBe(banglaRooms.unknownRoom('313 North'));
  });

  it('words by the code a text it does not know, and leaves the rest as the API sent it', () => {
    expect(bangla.message('unavailable', 'Down for maintenance.')).toBe(banglaMessages.api.unavailable);
    expect(bangla.message('meal_switched_off', diningMessages.mealOff)).not.toBe(diningMessages.mealOff);
    expect(bangla.message('conflict', 'Something new.')).toBe('Something new.');
    expect(bangla.field('A field text only the API has.')).toBe('A field text only the API has.');
  });

  it('names an unexpected answer’s status in Bangla digits', () => {
    expect(bangla.answered(502, 'Bad Gateway')).toBe('পোর্টাল ৫০২ উত্তর দিয়েছে (Bad Gateway)।');
  });
});

describe('a templated refusal in Bangla, from the values the API sends as params', () => {
  const occupant = { studentId: '1904001', name: 'Rafi', allotmentId: 'a1' };
  const full = {
    ok: false as const,
    code: 'room_full' as const,
    room: { number: '313', floor: 'North', beds: 2, notes: 'Office only' },
    free: 1,
    needed: 2,
    occupants: [occupant],
  };
  /** What the API sends of it (functions/src/routes/room-applications.ts): ids, names, numbers. */
  const sent = { room: { number: '313' }, free: 1, needed: 2, occupants: [{ studentId: '1904001', name: 'Rafi' }] };

  it('words a full room, a day past its cutoff and a second serving from their values', () => {
    expect(bangla.message('room_full', roomMessages.roomFull(full), [sent])).toBe(banglaRooms.roomFull(full));
    expect(bangla.message('room_full', roomMessages.roomFull(full), [sent])).toContain('1904001 (Rafi)');
    expect(bangla.message('meal_day_locked', diningMessages.dayLocked('2026-11-28'), ['2026-11-28'])).toContain(
      '২৮ নভেম্বর',
    );
    expect(
      bangla.message('already_served', diningMessages.alreadyServed('2026-11-27T07:05:00Z'), ['2026-11-27T07:05:00Z']),
    ).toBe('১৩:০৫-এ আগেই খাবার দেওয়া হয়েছে');
  });

  it('leaves the English when the values are missing or of another shape', () => {
    const english = roomMessages.roomFull(full);
    expect(bangla.message('room_full', english, undefined)).toBe(english);
    expect(bangla.message('room_full', english, ['313'])).toBe(english);
    expect(bangla.message('room_full', english, [{ room: null }])).toBe(english);
  });

  it('is not asked for values in English', () => {
    expect(english.message('room_full', 'Room 313 is full.', [sent])).toBe('Room 313 is full.');
  });
});
