import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, type HallFee, type TokenPurchase } from '@hall/model';
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { DataError } from '../../lib/data/port.ts';
import { ADMIN, STUDENT } from '../../testing/fake-auth.ts';
import { emptyKitchenCounts, pagedFrom, type FakeDataOverrides } from '../../testing/fake-data.ts';
import { exportCsv } from '../../testing/export-csv.ts';
import { renderApp } from '../../testing/test-utils.tsx';
import { UNDO_WINDOW_MS } from './utils/wait-for-undo.tsx';

/** How student n (190400n) signs the records they file. */
const student = (n: number) => ({ name: `Student ${n}`, email: `u${n}@student.cuet.ac.bd`, id: `19040${n}` });

/** Student n's token request, filed on 1n January 2026 for February. */
function token(n: number, changes: Partial<TokenPurchase> = {}): TokenPurchase {
  return {
    _id: `t${n}`,
    createdAt: `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
    ...student(n),
    ...sampleTokenPurchase({ Start_date: '2026-02-01', End_date: '2026-02-28', Transaction_id: `TX${n}AAAAAA` }),
    ...changes,
  };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** Token requests on a fake port that stores a decision as the back end does, so the list read again shows it. */
function decidedAsStored(records: TokenPurchase[]) {
  const tokens = pagedFrom(records);
  const store = (id: string, fields: Partial<TokenPurchase>) => {
    Object.assign(
      tokens.records.find((record) => record._id === id)!,
      fields,
    );
    return { acknowledged: true as const, matchedCount: 1, modifiedCount: 1 };
  };
  return {
    ...tokens,
    approve: vi.fn(async (id: string) => store(id, { status: 'confirm' })),
    reject: vi.fn(async (id: string, reason: string) => store(id, { status: 'rejected', rejectReason: reason })),
  };
}

/** Token_req as the administrator opens it, on `tokenPurchases`. */
async function openTokenRequests(tokenPurchases: FakeDataOverrides['tokenPurchases']) {
  const view = renderApp({ user: ADMIN, url: '/dashboard/tokenreq', data: { tokenPurchases } });
  return { ...view, table: await screen.findByRole('table', { name: 'Token Requests' }) };
}

// The pages load lazily; transform their modules once here, so that a busy machine's first
// compile does not eat a test's one-second wait for the page.
beforeAll(async () => {
  await Promise.all([
    import('./components/dashboard-frame.tsx'),
    import('./components/token-requests.tsx'),
    import('./components/token-details.tsx'),
    import('./components/complaints-box.tsx'),
    import('./components/notice-upload.tsx'),
  ]);
}, 60_000);

// Typing, debounced searches and 120-row pages: roomy limits for a busy shared machine.
describe('the dashboard', { timeout: 30_000 }, () => {
  it("shows a signed-in student 'Not allowed' and asks the data port for nothing", async () => {
    const paged = pagedFrom([token(1)]);
    const page = vi.fn(paged.page);
    const count = vi.fn(paged.count);
    renderApp({ user: STUDENT, url: '/dashboard/tokenreq', data: { tokenPurchases: { page, count } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hall Management' })).toBeNull();
    expect(page).not.toHaveBeenCalled();
    expect(count).not.toHaveBeenCalled();
  });

  it('lists the sidebar entries in the spec order, then Messages, Activity, Dining staff, Rooms and Reports', async () => {
    renderApp({ user: ADMIN, url: '/dashboard', data: { dining: { counts: async () => emptyKitchenCounts() } } });
    const nav = await screen.findByRole('navigation', { name: 'Hall Management' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Students',
      'Notice',
      'Allotement_Req',
      'Allotement_Details',
      'Token_req',
      'Token_Details',
      'Hall_Fee_req',
      'Hall_Fee_Details',
      'Complains Box',
      'Messages',
      'Activity',
      'Dining staff',
      'Rooms',
      'Reports',
    ]);
  });

  it('narrows token requests by the start of the student id on the server, and the total follows', async () => {
    const tokens = pagedFrom([token(1), token(2), token(3, { id: '2004017' })]);
    const page = vi.fn(tokens.page);
    const { user, table } = await openTokenRequests({ page, count: tokens.count });
    expect(await screen.findByRole('heading', { name: 'Total: 3' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by ID' }), '1904');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2), { timeout: 5_000 });
    expect(await screen.findByRole('heading', { name: 'Total: 2' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by ID' }), '02');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1), { timeout: 5_000 });
    expect(within(rowsOf(table)[0]!).getByText('190402')).toBeInTheDocument();
    // Typing pauses are debounced: not one request per keystroke.
    expect(page.mock.calls.map(([query]) => query.idPrefix)).toEqual([undefined, '1904', '190402']);
    // Matching the middle of an id is not a prefix (decision 016).
    await user.clear(screen.getByRole('searchbox', { name: 'Search by ID' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by ID' }), '0401');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Total: 0' })).toBeInTheDocument(), {
      timeout: 5_000,
    });
  });

  it('pages with the server cursor, and exports every matching record with progress', async () => {
    const many = pagedFrom(
      Array.from({ length: 60 }, (_, n) =>
        token(n, {
          _id: `t${n}`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
          id: `19${String(n).padStart(5, '0')}`,
        }),
      ),
    );
    const page = vi.fn(many.page);
    const { user, table } = await openTokenRequests({ page, count: many.count });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(50), { timeout: 5_000 });
    expect(await screen.findByRole('heading', { name: 'Total: 60' })).toBeInTheDocument();
    expect(within(rowsOf(table)[0]!).getByText('1900059')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(rowsOf(table)[0]!).getByText('1900009')).toBeInTheDocument());
    expect(page).toHaveBeenLastCalledWith({ limit: 50, after: '50' });
    const csv = await exportCsv(user);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(61);
    expect(page).toHaveBeenCalledWith({ limit: 200 });
  });

  it('approves a pending token after the Undo window: it moves to the top as Approved, once', async () => {
    const tokens = decidedAsStored([token(3), token(2), token(1)]);
    const { approve } = tokens;
    const { user, table } = await openTokenRequests(tokens);
    expect(within(rowsOf(table)[2]!).getByText('190401')).toBeInTheDocument();
    await user.click(within(rowsOf(table)[2]!).getByRole('button', { name: 'Pending' }));
    expect(await screen.findByText('Approving the token of 190401…')).toBeInTheDocument();
    // Nothing is sent while Undo is offered.
    expect(approve).not.toHaveBeenCalled();
    expect(within(rowsOf(table)[2]!).getByRole('button', { name: 'Pending' })).toBeDisabled();
    await waitFor(() => expect(within(rowsOf(table)[0]!).getByText('Approved')).toBeInTheDocument(), {
      timeout: UNDO_WINDOW_MS + 3_000,
    });
    expect(within(rowsOf(table)[0]!).getByText('190401')).toBeInTheDocument();
    expect(within(rowsOf(table)[0]!).queryByRole('button', { name: 'Pending' })).toBeNull();
    expect(approve).toHaveBeenCalledExactlyOnceWith('t1');
  });

  it('rejects a pending token with the reason typed in the dialog; an empty reason is refused there', async () => {
    const tokens = decidedAsStored([token(2), token(1)]);
    const { reject } = tokens;
    const { user, table } = await openTokenRequests(tokens);
    const row = rowsOf(table).find((candidate) => within(candidate).queryByText('190401'))!;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    await user.type(reason, '  No bKash payment with this id ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(row).getByText('Rejected')).toBeInTheDocument());
    expect(within(row).getByText('No bKash payment with this id')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Pending' })).toBeNull();
    expect(reject).toHaveBeenCalledExactlyOnceWith('t1', 'No bKash payment with this id');
    // The other request is untouched.
    expect(
      rowsOf(table).filter((candidate) => within(candidate).queryByRole('button', { name: 'Pending' })),
    ).toHaveLength(1);
  });

  it('sends nothing when Undo (counting down) is pressed within the window, and the token stays Pending', async () => {
    const tokens = decidedAsStored([token(1)]);
    const { approve } = tokens;
    const { user, table } = await openTokenRequests(tokens);
    await user.click(within(table).getByRole('button', { name: 'Pending' }));
    // By text: a role query over the whole page is slow in jsdom. The button counts the seconds left down.
    const undo = await screen.findByText(`Undo (${UNDO_WINDOW_MS / 1000})`, { selector: 'button' });
    await waitFor(() => expect(undo).toHaveTextContent(`Undo (${UNDO_WINDOW_MS / 1000 - 1})`), { timeout: 2_000 });
    await user.click(undo);
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Pending' })).toBeEnabled());
    await waitFor(() => expect(screen.queryByText(/^Undo/, { selector: 'button' })).toBeNull(), { timeout: 3_000 });
    // Past the window: still nothing sent.
    await new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 500));
    expect(approve).not.toHaveBeenCalled();
    expect(within(table).queryByText('Approved')).toBeNull();
    // Approving again offers Undo again, and this time it is sent.
    await user.click(within(table).getByRole('button', { name: 'Pending' }));
    expect(await screen.findByText('Approving the token of 190401…')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('Approved')).toBeInTheDocument(), {
      timeout: UNDO_WINDOW_MS + 3_000,
    });
    expect(approve).toHaveBeenCalledExactlyOnceWith('t1');
  });

  it('keeps an item Pending and says why when the approval fails', async () => {
    const approve = vi.fn(async () => {
      throw new Error('offline');
    });
    const { user, table } = await openTokenRequests({ ...pagedFrom([token(1)]), approve });
    vi.mocked(console.error).mockImplementation(() => {}); // the failure is logged on purpose
    await user.click(within(table).getByRole('button', { name: 'Pending' }));
    expect(
      await screen.findByText('Something went wrong. Please try again.', undefined, {
        timeout: UNDO_WINDOW_MS + 3_000,
      }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Pending' })).toBeEnabled();
  });

  it('shows only approved tokens in Token_Details, each with Upload Pdf', async () => {
    renderApp({
      user: ADMIN,
      url: '/dashboard/tokendetails',
      data: { tokenPurchases: pagedFrom([token(1, { status: 'confirm' }), token(2)]) },
    });
    const table = await screen.findByRole('table', { name: 'Token Details' });
    expect(rowsOf(table)).toHaveLength(1);
    expect(within(rowsOf(table)[0]!).getByText('190401')).toBeInTheDocument();
    expect(within(rowsOf(table)[0]!).getByRole('button', { name: 'Upload Pdf' })).toBeInTheDocument();
    // Dates in the portal's one style, as the histories write them.
    expect(within(rowsOf(table)[0]!).getByText('1 February 2026')).toBeInTheDocument();
    expect(within(rowsOf(table)[0]!).getByText('28 February 2026')).toBeInTheDocument();
  });

  it('clears a pending hall fee from Hall_Fee_req after the Clear dialog', async () => {
    const fee = (n: number): HallFee => ({
      _id: `h${n}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...student(n),
      ...sampleHallFee({ month_start: 'November', month_end: 'February', Transaction_id: `TX${n}BBBBBB` }),
    });
    const fees = pagedFrom([fee(1), fee(2)]);
    const remove = vi.fn(async (id: string) => {
      fees.records.splice(
        fees.records.findIndex((record) => record._id === id),
        1,
      );
      return { acknowledged: true as const, deletedCount: 1 };
    });
    const { user } = renderApp({
      user: ADMIN,
      url: '/dashboard/hallfeereq',
      data: { hallFees: { page: fees.page, count: fees.count, remove } },
    });
    const table = await screen.findByRole('table', { name: 'Hall Fee Requests' });
    const pending = rowsOf(table).find((row) => within(row).queryByText('190401'))!;
    expect(within(pending).getByRole('button', { name: 'Pending' })).toBeInTheDocument();
    // The months with their years, read from the filing (1 January 2026): November before it, February after.
    expect(within(pending).getByText('November 2025')).toBeInTheDocument();
    expect(within(pending).getByText('February 2026')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: messages.deleteDialog.confirm }));
    expect(await screen.findByText(messages.deleteDialog.doneText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(remove).toHaveBeenCalledExactlyOnceWith('h1');
    expect(within(table).queryByText('190401')).toBeNull();
  });

  it("checks a notice's title with the model before uploading anything", async () => {
    // No notices.upload here: an upload would fail the test.
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/notice' });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '\u200b\u200b');
    await user.upload(
      screen.getByLabelText('PDF file'),
      new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // The model's message, beside the title.
    expect(
      await screen.findByRole('textbox', { name: 'Title', description: messages.validation.required }),
    ).toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Failed to upload PDF', the reason on its own line, for a notice and for a token PDF alike", async () => {
    vi.mocked(console.error).mockImplementation(() => {}); // the failures are logged on purpose
    const refused = new DataError({ status: 400, code: 'not_pdf', message: messages.api.notPdf });
    const notices = renderApp({
      user: ADMIN,
      url: '/dashboard/notice',
      data: { notices: { upload: async () => Promise.reject(refused) } },
    });
    await notices.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Water supply');
    await notices.user.upload(
      screen.getByLabelText('PDF file'),
      new File(['%PDF-1.4'], 'water.pdf', { type: 'application/pdf' }),
    );
    await notices.user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${messages.notice.failed}${messages.api.notPdf}`);
    expect(within(alert).getByText(messages.api.notPdf)).toHaveClass('upload-failure__reason');
    notices.unmount();

    const tokens = renderApp({
      user: ADMIN,
      url: '/dashboard/tokendetails',
      data: {
        tokenPurchases: {
          ...pagedFrom([token(1, { status: 'confirm' })]),
          attachPdf: async () => Promise.reject(refused),
        },
      },
    });
    await screen.findByRole('table', { name: 'Token Details' });
    await tokens.user.upload(
      screen.getByLabelText('PDF for token TX1AAAAAA'),
      new File(['%PDF-1.4'], 't.pdf', { type: 'application/pdf' }),
    );
    await tokens.user.click(await screen.findByRole('button', { name: 'Attach PDF' }));
    const reason = await screen.findByText(messages.api.notPdf);
    expect(reason).toHaveClass('upload-failure__reason');
    expect(reason.parentElement).toHaveTextContent(`${messages.notice.failed}${messages.api.notPdf}`);
  });

  it("asks 'Please fill in all fields' for a notice without title or file, and uploads nothing", async () => {
    const upload = vi.fn(async () => {});
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/notice', data: { notices: { upload } } });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.notice.missingFields);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Water supply');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.notice.missingFields);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a notice with its progress, then says so', async () => {
    let finish: () => void = () => {};
    const upload = vi.fn((_notice: unknown, onProgress?: (fraction: number) => void) => {
      onProgress?.(0.4);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/notice', data: { notices: { upload } } });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Water supply');
    await user.upload(
      screen.getByLabelText('PDF file'),
      new File(['%PDF-1.4'], 'water.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    finish();
    expect(await screen.findByText(messages.notice.uploaded)).toHaveAttribute('role', 'status');
    expect(upload.mock.calls[0]![0]).toMatchObject({ title: 'Water supply', file: expect.any(File) });
  });
});
