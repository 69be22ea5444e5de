// How the SPA words an error the API answered (decision 036). The API speaks English; this
// English table passes its texts through, and the Bangla one (bn/api-errors.ts) gives each its
// Bangla twin: by the English text, by a templated text's pattern, else by the error's code.

export const apiErrorText = {
  /** The error's sentence, from the API's `code`, English `message` and its `params` (a templated one's values). */
  message: (code: string, message: string, _params?: unknown[]) => message,
  /** A field's message, from the API's English one. */
  field: (message: string) => message,
  /** An attach the API answered without naming the stored file. */
  noStoredFile: 'The portal did not say where it stored the PDF.',
  /** An answer without the API's error shape (say from a proxy). */
  answered: (status: number, statusText: string) =>
    `The portal answered ${status}${statusText ? ` ${statusText}` : ''}.`,
};
