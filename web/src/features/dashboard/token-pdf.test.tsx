// The office's PDF for a meal token (issue 35): Token_Details asks before attaching it, and the
// student then gets it beside the generated token with its QR code, never instead of it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPurchase } from '@hall/model';
import { sampleTokenPurchase } from '@hall/model/samples';
import { ADMIN, STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const approved = (changes: Partial<TokenPurchase> = {}): TokenPurchase => ({
  _id: 'a'.repeat(24),
  createdAt: '2026-11-01T06:00:00.000Z',
  name: STUDENT_PROFILE.name,
  email: STUDENT_PROFILE.email,
  id: STUDENT_PROFILE.id,
  ...sampleTokenPurchase({ Transaction_id: 'TX1AAAAAA' }),
  status: 'confirm',
  ...changes,
});

/** A blob's bytes as text (jsdom's Blob has no arrayBuffer()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsBinaryString(blob);
  });

const pdfFile = () => new File(['%PDF-1.4 office'], 'office-token.pdf', { type: 'application/pdf' });

describe("Token_Details: attaching the office's PDF", () => {
  it('asks first, saying the student keeps the token with its QR; Cancel attaches nothing', async () => {
    // The port answers with the stored file's name.
    const attachPdf = vi.fn(async (_id: string, _file: Blob, _onProgress?: (fraction: number) => void) => 'x.pdf');
    const { user } = renderApp({
      user: ADMIN,
      url: '/dashboard/tokendetails',
      data: { tokenPurchases: { ...pagedFrom([approved()]), attachPdf } },
    });
    await screen.findByRole('table', { name: 'Token Details' });
    await user.upload(screen.getByLabelText('PDF for token TX1AAAAAA'), pdfFile());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Attach this PDF?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('office-token.pdf for the token of 1904001 (TX1AAAAAA).');
    expect(dialog).toHaveTextContent('keeps its QR code for the dining counter');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(attachPdf).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('PDF for token TX1AAAAAA'), pdfFile());
    await user.click(await screen.findByRole('button', { name: 'Attach PDF' }));
    await waitFor(() => expect(attachPdf).toHaveBeenCalledOnce());
    expect(attachPdf.mock.calls[0]).toEqual(['a'.repeat(24), expect.any(File), expect.any(Function)]);
  });

  it('says that a second PDF replaces the first', async () => {
    const { user } = renderApp({
      user: ADMIN,
      url: '/dashboard/tokendetails',
      data: { tokenPurchases: pagedFrom([approved({ pdfFileName: 'earlier.pdf' })]) },
    });
    await screen.findByRole('table', { name: 'Token Details' });
    await user.upload(screen.getByLabelText('PDF for token TX1AAAAAA'), pdfFile());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Replace the attached PDF?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('It replaces the PDF attached before.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("the student's token history with the office's PDF", () => {
  let saved: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    // A download link's click: what it would save, without jsdom's navigation.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("downloads the generated token (with its QR) from Download token, and the office's file beside it", async () => {
    const office = new Blob(['%PDF-1.4 office'], { type: 'application/pdf' });
    const attachedPdf = vi.fn(async () => office);
    const { user } = renderApp({
      user: STUDENT,
      url: '/profile/tokenprofile',
      data: {
        users: { me: async () => STUDENT_PROFILE },
        tokenPurchases: { ...pagedFrom([approved({ pdfFileName: 'office.pdf' })]), attachedPdf },
      },
    });
    const history = within(await screen.findByRole('region', { name: 'Token History' }));
    await user.click(await history.findByRole('button', { name: 'Download token' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    // The portal's own token, made here: not the office's file.
    expect(attachedPdf).not.toHaveBeenCalled();
    expect(saved[0]!.name).toBe(`meal-token-${'a'.repeat(24)}.pdf`);
    const made = await textOf(saved[0]!.blob);
    expect(made.startsWith('%PDF-')).toBe(true);
    expect(made).not.toContain('office');

    await user.click(history.getByRole('button', { name: "Office's PDF" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(attachedPdf).toHaveBeenCalledExactlyOnceWith('a'.repeat(24));
    expect(saved[1]).toEqual({ name: `meal-token-${'a'.repeat(24)}-office.pdf`, blob: office });
  }, 60_000);

  it("offers no office's PDF where none is attached", async () => {
    renderApp({
      user: STUDENT,
      url: '/profile/tokenprofile',
      data: { users: { me: async () => STUDENT_PROFILE }, tokenPurchases: pagedFrom([approved()]) },
    });
    const history = within(await screen.findByRole('region', { name: 'Token History' }));
    expect(await history.findByRole('button', { name: 'Download token' })).toBeInTheDocument();
    expect(history.queryByRole('button', { name: "Office's PDF" })).toBeNull();
  });
});
