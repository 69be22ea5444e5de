/** The office's forms' own validation texts (rooms, reports). */
export const officeMessages = {
  beds: (max: number) => `Beds must be a whole number from 1 to ${max}.`,
  page: 'The page must be a whole number from 1.',
};
