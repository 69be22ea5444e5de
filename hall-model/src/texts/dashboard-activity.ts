// The office's activity log (issues 19 and 35): its columns, and one sentence per action made of
// a record's phrase ("2104321's 30-day meal token, 2,500 Tk") and what was done to it. Numbers,
// dates and months arrive formatted; ids, names, e-mails and transaction ids as stored.

/** Whose record: "2104321's ", or "a " for an entry without a student id. */
const whose = (owner: string | undefined) => (owner ? `${owner}'s ` : 'a ');

export const activityText = {
  columns: {
    when: 'When (Dhaka time)',
    what: 'What',
    studentId: 'Stu_ID',
    by: 'By',
    // The CSV's raw fields beside each sentence.
    whenIso: 'When (ISO, UTC)',
    action: 'Action',
    record: 'Record',
    changes: 'Changes',
    about: 'About',
    released: 'Released transaction id',
  },
  action: 'Action',
  everyAction: 'Every action',
  show: 'Show',
  showRecord: (record: string) => `Show ${record}`,
  taka: (amount: string) => `${amount} Tk`,
  records: {
    token: (owner: string | undefined, days: string | undefined, amount: string | undefined) =>
      `${whose(owner)}${days ? `${days}-day ` : ''}meal token${amount ? `, ${amount}` : ''}`,
    hallFee: (owner: string | undefined, months: string | undefined) =>
      `${whose(owner)}hall fee${months ? ` for ${months}` : ''}`,
    roomApplication: (owner: string | undefined) => `${whose(owner)}room application`,
    complaint: (owner: string | undefined) => `${whose(owner)}complaint`,
    message: (name: string | undefined, email: string | undefined) =>
      name && email ? `the message from ${name} (${email})` : name ? `the message from ${name}` : 'a contact message',
    profile: (owner: string | undefined, email: string | undefined) =>
      `${whose(owner)}profile${email ? ` (${email})` : ''}`,
    notice: (title: string | undefined) => (title ? `the notice "${title}"` : 'a notice'),
    room: (number: string) => `room ${number}`,
    other: (owner: string | undefined) => (owner ? `a record of ${owner}` : 'a record'),
  },
  sentences: {
    approve: (record: string) => `Approved ${record}`,
    reject: (record: string, reason: string | undefined) => `Rejected ${record}${reason ? `: ${reason}` : ''}`,
    allocate: (room: string | undefined, student: string | undefined) =>
      room ? `Allocated room ${room} to ${student ?? 'a student'}` : `Allocated a room to ${student ?? 'a student'}`,
    clear: (record: string) => `Cleared ${record}`,
    pdfAttached: (record: string) => `Attached a PDF to ${record}`,
    noticeUpload: (record: string, date: string | undefined) => `Uploaded ${record}${date ? ` dated ${date}` : ''}`,
    profileRemoved: (record: string) => `Removed ${record}`,
    staffAdded: (email: string | undefined) => `Added ${email ?? 'an address'} to the dining staff`,
    staffRemoved: (email: string | undefined) => `Removed ${email ?? 'an address'} from the dining staff`,
    /** A room's new details: ' (2nd floor, 3 beds; notes: by the stairs)'; '' without a floor. */
    roomDetails: (floor: string | undefined, beds: string | undefined, oneBed: boolean, notes: string | undefined) =>
      floor
        ? ` (${floor}${beds ? `, ${beds} ${oneBed ? 'bed' : 'beds'}` : ''}${notes ? `; notes: ${notes}` : ''})`
        : '',
    roomAdded: (record: string, details: string) => `Added ${record}${details}`,
    roomChanged: (record: string, details: string) => `Changed ${record}${details}`,
    roomRemoved: (record: string) => `Removed ${record} from the hall's rooms`,
    roomReleased: (room: string | undefined, record: string) =>
      room
        ? `Room ${room} has beds free again: ${record} was cleared`
        : `A room has beds free again: ${record} was cleared`,
    transactionReleased: (transactionId: string | undefined, record: string) =>
      transactionId
        ? `The transaction id ${transactionId} of ${record} is free again`
        : `The transaction id of ${record} is free again`,
    /** An action named after this was written: its label and record. */
    other: (label: string, record: string) => `${label}: ${record}`,
    /** A clear or rejection that gave its transaction id back. */
    alsoReleased: (sentence: string, transactionId: string) =>
      `${sentence}; its transaction id ${transactionId} is free again`,
  },
};
