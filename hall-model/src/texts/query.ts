/** What a page says when a data call fails without the API's error (its own area: a page's first load carries it). */
export const queryText = {
  failed: 'Something went wrong. Please try again.',
};
