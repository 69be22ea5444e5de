// The shared controls' texts (issue 33): the spinner, the pagination (worded as MUI's
// TablePagination was), the e-mail verification notice's link.

export const uiText = {
  loading: 'Loading…',
  rowsPerPage: 'Rows per page:',
  /** Rows `from`–`to` of `of` (a count, or "more than" while unknown). */
  shown: (from: number, to: number, of: number, unknown: boolean) =>
    `${from}–${to} of ${unknown ? `more than ${of}` : of}`,
  previous: 'Go to previous page',
  next: 'Go to next page',
  verifyLink: (email: string) => `verify ${email}`,
};
