// The route error page's texts (issue 33): in the shell, as the page is.

export const errorPageText = {
  title: 'Something went wrong',
  chunk:
    'A part of the portal could not be loaded. Check your connection, or reload the page to get the latest version.',
  unexpected: 'An unexpected error stopped this page.',
  backHome: 'Back to home',
  reload: 'Reload',
};
