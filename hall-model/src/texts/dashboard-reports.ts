// The office's Reports (issue 32, decision 035): the dues, the collections and the queue. Numbers
// arrive formatted, with their count where the English says 'month' or 'months'. The dues PDF's
// words are not here: pdf-lib cannot draw Bangla, so the PDF keeps its own English (dues-pdf.ts).
const unit = (count: number, shown: string, one: string, many: string) => `${shown} ${count === 1 ? one : many}`;

export const reportsText = {
  dues: 'Dues',
  collections: 'Collections',
  queue: 'The queue',
  /** 52800 → '52,800 Tk'. */
  taka: (shown: string) => `${shown} Tk`,
  /** '600 Tk (2 months)'. */
  owed: (taka: string, months: number, monthsShown: string) =>
    `${taka} (${unit(months, monthsShown, 'month', 'months')})`,
  /** '1,200 students, 87 owe 52,800 Tk'. */
  totals: (students: number, studentsShown: string, owing: number, owingShown: string, owed: string) =>
    `${unit(students, studentsShown, 'student', 'students')}, ${owingShown} ${owing === 1 ? 'owes' : 'owe'} ${owed}`,
  /** The charts' and tables' months: 'Dec 2025', '7 Nov'. */
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  underSixMinutes: 'under 6 minutes',
  minutes: (count: number, shown: string) => unit(count, shown, 'minute', 'minutes'),
  hours: (count: number, shown: string) => unit(count, shown, 'hour', 'hours'),
  days: (count: number, shown: string) => unit(count, shown, 'day', 'days'),
  oldestUnderAnHour: 'oldest waiting under an hour',
  oldestWaiting: (span: string) => `oldest waiting ${span}`,
  kinds: { tokenPurchases: 'Meal tokens', hallFees: 'Hall fees', roomAllotments: 'Room applications' },
  nonePending: (kind: string) => `${kind}: none pending`,
  pending: (kind: string, count: string, waited: string) => `${kind}: ${count} pending, ${waited}`,
  median: (span: string) => `Median time to decision: ${span}`,
  noDecisions: 'no decisions in the last 30 days',
  period: { level: 'Level', term: 'Term', from: 'From', to: 'To' },
  searchDues: 'Search by ID, name or e-mail',
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
  columns: { id: 'ID', name: 'Name', paid: 'Paid', pending: 'Pending', owed: 'Owed' },
  /** The dues CSV's headers (amounts as plain numbers, for a spreadsheet). */
  csv: {
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    paid: 'Paid (Tk)',
    pending: 'Pending (Tk)',
    owed: 'Owed (Tk)',
    owedMonths: 'Owed months',
  },
  mealTokens: 'Meal tokens',
  hallFees: 'Hall fees',
  collectionsCaption: 'Collections by month',
  month: 'Month',
  total: 'Total',
  sameMonthLastYear: 'Same month last year',
  filed: 'Filed',
  decided: 'Decided',
  queueCaption: 'Requests filed and decided, last 30 days',
  day: 'Day',
};
