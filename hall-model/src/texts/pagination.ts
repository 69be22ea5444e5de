// A list's page controls (issue 33), worded as MUI's TablePagination was.

export const paginationText = {
  rowsPerPage: 'Rows per page:',
  /** Rows `from`–`to` of `of` (a count, or "more than" it while the count is unknown). */
  shown: (from: number, to: number, of: number, unknown: boolean) =>
    `${from}–${to} of ${unknown ? `more than ${of}` : of}`,
  previous: 'Go to previous page',
  next: 'Go to next page',
};
