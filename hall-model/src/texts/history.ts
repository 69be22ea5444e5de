// The profile's histories (issue 33): tokens, hall fees and room applications, one card per
// submission.

export const historyText = {
  tokenHistory: 'Token History',
  hallFeeHistory: 'Hall Fee History',
  roomHistory: 'Room History',
  noToken: 'You have not bought a meal token yet.',
  noRoom: 'You have not applied for a room yet.',
  total: (total: number) => `Total: ${total}`,
  error: (problem: string) => `Error: ${problem}`,
  loadMore: 'Load more',
  rejected: 'Rejected',
  approved: 'Approved',
  pending: 'Pending',
  reason: (reason: string) => `Reason: ${reason}`,
  filed: 'Filed',
  from: 'From',
  to: 'To',
  transactionId: 'Transaction ID',
  bkashNumber: 'bKash number',
  // Hall fees.
  hallFee: (months: string) => `Hall fee ${months}`,
  levelTerm: 'Level / Term',
  levelTermOf: (level: string, term: string) => `L-${level}, T-${term}`,
  noHallFee: 'You have not paid a hall fee yet.',
  // Tokens.
  token: (period: string) => `Token ${period}`,
  package: 'Package',
  /** A token's package, e.g. '30 days' (the stored value is the count). */
  packageDays: (days: string) => `${days} days`,
  amount: 'Amount',
  taka: (amount: string) => `${amount} Tk`,
  download: 'Download token',
  officePdf: "Office's PDF",
  // Room applications.
  applyDate: 'Apply date',
  studentIds: 'Student IDs',
  roomChoices: 'Room choices',
  previousRoom: 'Previous room',
  allocatedRoom: (room: string) => `Allocated room: ${room}`,
};
