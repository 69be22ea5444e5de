import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@hall/model';
import { activityLink, activitySentence, formatHallTime, pairActivityEntries } from './activity-sentence.ts';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  _id: 'e1',
  createdAt: '2026-11-26T11:05:00.000Z',
  actorUid: 'admin-uid',
  actorEmail: 'hall.admin@student.cuet.ac.bd',
  action: 'approve',
  collection: 'tokenPurchases',
  recordId: 'r1',
  studentId: '2104321',
  changes: {},
  ...fields,
});

const token = { package1: '30', amount: '2500', Transaction_id: 'BKA1X9Q2T7' };
const fee = { month_start: 'november', month_end: 'february', Transaction_id: 'BKH7Y6T5R4' };

describe('formatHallTime', () => {
  it("shows an instant on the hall's clock, six hours ahead of UTC: past midnight in Dhaka is the next day", () => {
    const shown = ['2026-11-26T11:05:00.000Z', '2026-12-31T18:30:00Z'].map(formatHallTime);
    expect(shown).toEqual(['26 November 2026, 17:05', '1 January 2027, 00:30']);
  });

  it('shows anything that is not a timestamp as it is', () => {
    for (const value of ['yesterday', '2026-13-45T99:00:00Z']) expect(formatHallTime(value)).toBe(value);
  });
});

describe('activitySentence', () => {
  it('says what an approval approved, with the days and the amount', () => {
    expect(activitySentence(entry({ changes: { status: 'confirm' }, about: token }))).toBe(
      "Approved 2104321's 30-day meal token, 2,500 Tk",
    );
    expect(
      activitySentence(
        entry({ collection: 'hallFees', studentId: '1904001', changes: { status: 'confirm' }, about: fee }),
      ),
    ).toBe("Approved 1904001's hall fee for November 2026 – February 2027");
  });

  it('gives a rejection its reason, and the transaction id it gave back in the same sentence', () => {
    const reject = entry({
      action: 'reject',
      collection: 'hallFees',
      studentId: '1904001',
      changes: { status: 'rejected', rejectReason: 'the transaction id does not match our statement' },
    });
    expect(activitySentence(reject)).toBe(
      "Rejected 1904001's hall fee: the transaction id does not match our statement",
    );
    const released = entry({ action: 'transaction_released', changes: { Transaction_id: 'BKH7Y6T5R4' } });
    expect(activitySentence({ ...reject, released })).toBe(
      "Rejected 1904001's hall fee: the transaction id does not match our statement; its transaction id BKH7Y6T5R4 is free again",
    );
  });

  it('names the room of an allocation, the notice of an upload and the profile of a removal', () => {
    expect(
      activitySentence(
        entry({
          action: 'allocate',
          collection: 'roomAllotments',
          changes: { status: 'confirm', SelectedRoom: '312' },
        }),
      ),
    ).toBe('Allocated room 312 to 2104321');
    expect(
      activitySentence(
        entry({
          action: 'notice_upload',
          collection: 'notices',
          studentId: null,
          changes: { title: 'Exam routine', date: '2026-11-20', fileName: 'x.pdf' },
        }),
      ),
    ).toBe('Uploaded the notice "Exam routine" dated 20 November 2026');
    expect(
      activitySentence(
        entry({ action: 'profile_removed', collection: 'users', changes: { email: 'u2104321@student.cuet.ac.bd' } }),
      ),
    ).toBe("Removed 2104321's profile (u2104321@student.cuet.ac.bd)");
    expect(activitySentence(entry({ action: 'pdf_attached', changes: { pdfFileName: 'r1.pdf' }, about: token }))).toBe(
      "Attached a PDF to 2104321's 30-day meal token, 2,500 Tk",
    );
  });

  it('names the address put on or taken off the dining staff list', () => {
    const staff = { collection: 'diningStaff', studentId: null, changes: { email: 'cook@student.cuet.ac.bd' } };
    expect(activitySentence(entry({ ...staff, action: 'staff_added' }))).toBe(
      'Added cook@student.cuet.ac.bd to the dining staff',
    );
    expect(activitySentence(entry({ ...staff, action: 'staff_removed' }))).toBe(
      'Removed cook@student.cuet.ac.bd from the dining staff',
    );
    expect(activityLink(entry({ ...staff, action: 'staff_added' }))).toBeNull();
  });

  it('says which room the office added, changed or removed, and which room a clear freed', () => {
    const room = { collection: 'rooms' as const, recordId: 'b-12', studentId: null };
    expect(
      activitySentence(
        entry({
          ...room,
          action: 'room_added',
          changes: { number: 'B-12', floor: 'North block', beds: '3', notes: '' },
        }),
      ),
    ).toBe('Added room B-12 (North block, 3 beds)');
    expect(
      activitySentence(
        entry({
          ...room,
          action: 'room_changed',
          changes: { number: 'B-12', floor: 'North block', beds: '1', notes: 'Corner' },
        }),
      ),
    ).toBe('Changed room B-12 (North block, 1 bed; notes: Corner)');
    expect(activitySentence(entry({ ...room, action: 'room_removed', changes: { number: '312' } }))).toBe(
      "Removed room 312 from the hall's rooms",
    );
    const released = entry({ action: 'room_released', collection: 'roomAllotments', changes: { SelectedRoom: '312' } });
    expect(activitySentence(released)).toBe("Room 312 has beds free again: 2104321's room application was cleared");
    expect(activityLink(released)).toBeNull();
    expect(activityLink(entry({ ...room, action: 'room_added' }))).toBeNull();
  });

  it('says what was cleared', () => {
    expect(activitySentence(entry({ action: 'clear', collection: 'complaints' }))).toBe("Cleared 2104321's complaint");
    expect(
      activitySentence(
        entry({
          action: 'clear',
          collection: 'contactMessages',
          studentId: null,
          about: { from_name: 'Rahim', user_email: 'r@x.bd' },
        }),
      ),
    ).toBe('Cleared the message from Rahim (r@x.bd)');
  });

  it('still reads as a sentence for an entry written before issue 35, with little in it', () => {
    // No `about`: the days, amount and months are simply left out.
    expect(activitySentence(entry({ changes: { status: 'confirm' } }))).toBe("Approved 2104321's meal token");
    expect(activitySentence(entry({ action: 'reject', collection: 'hallFees', studentId: null, changes: {} }))).toBe(
      'Rejected a hall fee',
    );
    expect(activitySentence(entry({ action: 'allocate', collection: 'roomAllotments', studentId: null }))).toBe(
      'Allocated a room to a student',
    );
    expect(activitySentence(entry({ action: 'transaction_released', changes: { Transaction_id: 'BKA1' } }))).toBe(
      "The transaction id BKA1 of 2104321's meal token is free again",
    );
    // An unknown collection or action (a newer entry read by an older page) does not throw.
    expect(
      activitySentence(
        entry({ action: 'archived' as ActivityEntry['action'], collection: 'elsewhere', studentId: null }),
      ),
    ).toBe('archived: a record');
    // Odd stored texts are shown as they are, not as 'NaN Tk'.
    expect(activitySentence(entry({ about: { package1: 'many', amount: 'lots' } }))).toBe(
      "Approved 2104321's meal token, lots",
    );
  });
});

describe('activityLink', () => {
  it('links a decision to the list that shows the record, searched by the student id', () => {
    expect(activityLink(entry({}))).toBe('/dashboard/tokendetails?id=2104321');
    expect(activityLink(entry({ action: 'reject', collection: 'hallFees' }))).toBe('/dashboard/hallfeereq?id=2104321');
    expect(activityLink(entry({ action: 'allocate', collection: 'roomAllotments' }))).toBe(
      '/dashboard/allotementdetails?id=2104321',
    );
  });

  it('links nothing that the action removed, nor a record without a student id', () => {
    expect(activityLink(entry({ action: 'clear' }))).toBeNull();
    expect(activityLink(entry({ action: 'profile_removed', collection: 'users' }))).toBeNull();
    expect(activityLink(entry({ action: 'notice_upload', collection: 'notices', studentId: null }))).toBeNull();
    expect(activityLink(entry({ collection: '__proto__' }))).toBeNull();
  });
});

describe('pairActivityEntries', () => {
  const release = (recordId: string, n: string) =>
    entry({ _id: `rel${n}`, action: 'transaction_released', recordId, changes: { Transaction_id: `BKA${n}` } });

  it('folds a release into the clear or rejection of the same record just after it', () => {
    const rejected = entry({ _id: 'rej', action: 'reject', recordId: 'a' });
    const cleared = entry({ _id: 'clr', action: 'clear', recordId: 'b' });
    const approved = entry({ _id: 'app', recordId: 'c' });
    const rows = pairActivityEntries([approved, release('a', '1'), rejected, release('b', '2'), cleared]);
    expect(rows.map((row) => [row._id, row.released?._id])).toEqual([
      ['app', undefined],
      ['rej', 'rel1'],
      ['clr', 'rel2'],
    ]);
  });

  it('keeps a release whose action is not beside it as a row of its own', () => {
    const other = entry({ _id: 'other', action: 'reject', recordId: 'z' });
    const rows = pairActivityEntries([release('a', '1'), other, release('b', '2')]);
    expect(rows.map((row) => [row._id, row.released?._id])).toEqual([
      ['rel1', undefined],
      ['other', undefined],
      ['rel2', undefined],
    ]);
  });
});
