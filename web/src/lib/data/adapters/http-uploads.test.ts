import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../port.ts';
import { HttpDataAdapter, type FetchFunction, type XhrFactory } from './http.ts';

/** A stand-in XMLHttpRequest: records what is sent and lets the test drive progress and the answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    this.finish();
  }
  finish = () => {
    this.status = 201;
    this.responseText = '{"acknowledged":true}';
    this.onload?.();
  };
}

function setup(finish?: (xhr: FakeXhr) => void, fetchAnswer?: () => Response) {
  const made: FakeXhr[] = [];
  const xhr: XhrFactory = () => {
    const fake = new FakeXhr();
    if (finish) fake.finish = () => finish(fake);
    made.push(fake);
    return fake as unknown as XMLHttpRequest;
  };
  const fetch = vi.fn<FetchFunction>(async () => (fetchAnswer ? fetchAnswer() : new Response('[]')));
  const adapter = new HttpDataAdapter({ baseUrl: '/api', getIdToken: async () => 'id-token-9', fetch, xhr });
  return { adapter, made, fetch };
}

describe('uploads with progress', () => {
  it('sends a notice by XMLHttpRequest with the Bearer token and reports the share sent', async () => {
    const { adapter, made, fetch } = setup();
    const progress: number[] = [];
    await adapter.notices.upload(
      { title: 'Water', date: '2026-01-02', file: new Blob(['%PDF-1.4']), fileName: 'w.pdf' },
      (fraction) => progress.push(fraction),
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(made).toHaveLength(1);
    expect(made[0]!.method).toBe('POST');
    expect(made[0]!.url).toBe('/api/upload-pdf');
    expect(made[0]!.headers.Authorization).toBe('Bearer id-token-9');
    const form = made[0]!.body as FormData;
    expect(form.get('title')).toBe('Water');
    expect(form.get('date')).toBe('2026-01-02');
    expect((form.get('file') as File).name).toBe('w.pdf');
    expect(progress).toEqual([0.25, 1]);
  });

  it('turns an error answer into a DataError', async () => {
    const { adapter } = setup((xhr) => {
      xhr.status = 400;
      xhr.responseText = JSON.stringify({
        error: { code: 'not_pdf', message: 'Only PDF files can be uploaded.', fields: { file: 'x' } },
      });
      xhr.onload?.();
    });
    const failure = adapter.notices.upload({ title: 'T', date: '2026-01-02', file: new Blob(['x']) }, () => {});
    await expect(failure).rejects.toBeInstanceOf(DataError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'not_pdf' });
  });

  it('gives a network DataError when the upload fails', async () => {
    const { adapter } = setup((xhr) => xhr.onerror?.());
    await expect(
      adapter.notices.upload({ title: 'T', date: '2026-01-02', file: new Blob(['x']) }, () => {}),
    ).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('attaches a token PDF at /tokenpurches/{id}/pdf as the single file part', async () => {
    const { adapter, made } = setup((xhr) => {
      xhr.status = 200;
      xhr.responseText = JSON.stringify({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: 1,
        fileName: 'stored-by-server.pdf',
      });
      xhr.onload?.();
    });
    // The name the back end chose, not one the page guesses from the id.
    expect(await adapter.tokenPurchases.attachPdf('a b', new File(['%PDF'], 'token.pdf'), () => {})).toBe(
      'stored-by-server.pdf',
    );
    expect(made[0]!.url).toBe('/api/tokenpurches/a%20b/pdf');
    expect([...(made[0]!.body as FormData).keys()]).toEqual(['file']);
  });
});

describe('attachedPdf', () => {
  it('returns the PDF as a Blob', async () => {
    const { adapter, fetch } = setup(
      undefined,
      () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await adapter.tokenPurchases.attachedPdf('abc');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetch.mock.calls[0]![0]).toBe('/api/tokenpurches/abc/pdf');
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('Authorization')).toBe('Bearer id-token-9');
  });

  it('is a 404 DataError when no PDF is attached', async () => {
    const { adapter } = setup(
      undefined,
      () =>
        new Response(JSON.stringify({ error: { code: 'not_found', message: 'We could not find that.' } }), {
          status: 404,
        }),
    );
    await expect(adapter.tokenPurchases.attachedPdf('abc')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
