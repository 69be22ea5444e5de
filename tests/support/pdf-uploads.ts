// The two PDF uploads of the API as a client sends them (multipart, one `file` part): a notice for
// the board (POST /api/upload-pdf) and the office's PDF of a meal token (POST
// /api/tokenpurches/{id}/pdf). The server sniffs the bytes, so the part's name and type are fixed.

const pdfPart = (pdf: Uint8Array) => new Blob([new Uint8Array(pdf)], { type: 'application/pdf' });

/** Posts a notice as whoever `token` signs in; the caller checks the answer. */
export function postNotice(
  baseUrl: string,
  token: string,
  notice: { title: string; date: string; pdf: Uint8Array },
): Promise<Response> {
  const form = new FormData();
  form.set('title', notice.title);
  form.set('date', notice.date);
  form.set('file', pdfPart(notice.pdf), 'notice.pdf');
  return fetch(`${baseUrl}/api/upload-pdf`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Attaches `pdf` to the meal token `id` as whoever `token` signs in; the caller checks the answer. */
export function attachTokenPdf(baseUrl: string, token: string, id: string, pdf: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.set('file', pdfPart(pdf), 'token.pdf');
  return fetch(`${baseUrl}/api/tokenpurches/${id}/pdf`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}
