// The missing page's texts (issue 33): in its own chunk.

export const notFoundText = {
  title: 'Page not found',
  alt: 'Error 404: page not found',
  text: 'The page you asked for does not exist or has moved.',
};
