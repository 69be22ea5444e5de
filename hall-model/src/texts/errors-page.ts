// The pages that say something went wrong (issue 33): the route error page, the missing page,
// the page a role may not open.

export const errorPageText = {
  title: 'Something went wrong',
  chunk:
    'A part of the portal could not be loaded. Check your connection, or reload the page to get the latest version.',
  unexpected: 'An unexpected error stopped this page.',
  backHome: 'Back to home',
  reload: 'Reload',
  notFound: 'Page not found',
  notFoundAlt: 'Error 404: page not found',
  notFoundText: 'The page you asked for does not exist or has moved.',
  notAllowed: 'Not allowed',
};
