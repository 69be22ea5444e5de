// The page a role may not open (issue 33): with the NotAllowed component's chunk.

export const notAllowedText = {
  title: 'Not allowed',
};
