// The office's dashboard (issue 33): its frame, page titles, the lists' shared controls, the
// request cells and the dialogs every list opens. Each list's own texts: dashboard-lists.ts.
export const dashboardText = {
  /** The area's name: the page title, the sidebar's heading and the landing page's. */
  title: 'Hall Management',
  /** The sidebar's sections, in the spec's words. */
  links: {
    students: 'Students',
    notice: 'Notice',
    allotmentRequests: 'Allotement_Req',
    allotmentDetails: 'Allotement_Details',
    tokenRequests: 'Token_req',
    tokenDetails: 'Token_Details',
    hallFeeRequests: 'Hall_Fee_req',
    hallFeeDetails: 'Hall_Fee_Details',
    complaints: 'Complains Box',
    messages: 'Messages',
    activity: 'Activity',
    diningStaff: 'Dining staff',
    rooms: 'Rooms',
    reports: 'Reports',
  },
  /** Each page's title and heading. */
  titles: {
    students: 'Students',
    tokenRequests: 'Token Requests',
    tokenDetails: 'Token Details',
    hallFeeRequests: 'Hall Fee Requests',
    hallFeeDetails: 'Hall Fee Details',
    allotmentRequests: 'Allotment Requests',
    allotmentDetails: 'Allotment Details',
    complaints: 'Complains Box',
    notice: 'Notice',
    messages: 'Messages',
    activity: 'Activity',
    diningStaff: 'Dining staff',
    rooms: 'Rooms',
    reports: 'Reports',
  },
  landing: 'Choose a list from the menu. The search by transaction id is on every dashboard page.',
  kitchenCount: 'Kitchen’s count',
  section: 'Section',
  chooseList: 'Choose a list',
  officeOnly: 'Hall Management is for the hall office only. Your account cannot open it.',
};

/** What every office list shows around its records. */
export const listText = {
  searchById: 'Search by ID',
  exportCsv: 'Export CSV',
  /** 'Exporting 200 of 1,234 records' (the total once counted). */
  exporting: (loaded: string, total: string | null) =>
    `Exporting ${loaded}${total !== null ? ` of ${total}` : ''} records`,
  exportProgress: 'Export progress',
  total: (count: string) => `Total: ${count}`,
  /** The button that shows what was filed meanwhile: '1 new request', '3 new complaints'. */
  newRequests: (count: number, shown: string) => `${shown} new request${count === 1 ? '' : 's'}`,
  newComplaints: (count: number, shown: string) => `${shown} new complaint${count === 1 ? '' : 's'}`,
  nothingToShow: 'Nothing to show.',
  uploadProgress: 'Upload progress',
};

/** The requests' status, its buttons and the dialogs they open. */
export const requestText = {
  status: 'Status',
  clearHeader: 'Clear',
  approved: 'Approved',
  pending: 'Pending',
  reject: 'Reject',
  rejected: 'Rejected',
  clear: 'Clear',
  /** The CSV's status of a rejected request. */
  rejectedWith: (reason: string) => `Rejected: ${reason}`,
  approvedRoom: (room: string) => `Approved: ${room}`,
  rejectDialog: {
    title: 'Reject this request?',
    text: 'The student sees the reason in their history.',
    reason: 'Reason',
    example: 'e.g. No bKash payment with this transaction id',
    confirm: 'Reject',
  },
  /** The Undo toast: 'Approving the token of 2104321…' and 'Undo (5)'. */
  approving: (what: string) => `Approving ${what}…`,
  undo: (secondsLeft: string) => `Undo (${secondsLeft})`,
  theRequest: 'the request',
  theToken: (studentId: string) => `the token of ${studentId}`,
  theHallFee: (studentId: string) => `the hall fee of ${studentId}`,
  theRoom: (room: string, studentId: string, alone: boolean) => `room ${room} for ${studentId}${alone ? ' alone' : ''}`,
  /** Clear's warning for an approved record: what its student loses. */
  reliedOnRoom: (room: string | undefined) =>
    `This application is approved${room ? ` with room ${room}` : ''}: the student relies on this allocation. Clearing it removes it from their room history too.`,
  reliedOnToken:
    'This token is approved: the student relies on it for their meals and can download it. Clearing it removes it from their token history too.',
  reliedOnHallFee:
    'This hall fee payment is approved: the student relies on it as paid. Clearing it removes it from their hall fee history too.',
};

/** Column headers several lists share (the spec's where it names them). */
export const columnText = {
  studentId: 'Stu_ID',
  id: 'ID',
  name: 'Name',
  email: 'Email',
  date: 'Date',
  from: 'From',
  to: 'To',
  transactionId: 'Tran_ID',
  bkashNumber: 'bkash_no',
};
