import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type TokenPurchaseInput } from '@hall/model';
import { DataError, type DataPort } from '../../lib/data/port.ts';
import { HALL_BKASH_NUMBER } from '../../config/site.ts';
import { STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const ME = STUDENT_PROFILE;

/** The form once the student's identity has arrived (its name shows in the read-only block). */
const identityShown = () =>
  waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveTextContent(ME.name));

const VALID: Record<string, string> = {
  'Start date': '2024-06-01',
  'End date': '2024-06-30',
  'Transaction ID': 'ABC123XYZ',
  'bKash number': '01712345678',
};

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  for (const [label, value] of Object.entries(VALID))
    await user.type(screen.getByLabelText(label, { exact: false }), value);
  await user.selectOptions(screen.getByLabelText('Package', { exact: false }), '30');
  await user.selectOptions(screen.getByLabelText('Amount', { exact: false }), '2500');
}

/** The form as STUDENT sees it, its port answering with `create`, once the identity is shown. */
async function openForm(create: DataPort['tokenPurchases']['create']) {
  const rendered = renderApp({
    user: STUDENT,
    url: '/token_purches',
    data: { users: { me: async () => ME }, tokenPurchases: { create } },
  });
  await identityShown();
  return rendered;
}

afterEach(() => Swal.close());

describe('the token purchase form', () => {
  it("shows 'Loading...' and then the student's own read-only identity", async () => {
    renderApp({ user: STUDENT, url: '/token_purches', data: { users: { me: async () => ME } } });
    expect(await screen.findByText(messages.forms.loading)).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // The field stands empty while the record loads (no layout shift), then shows the name.
    await waitFor(() => expect(name).toHaveTextContent('Rahim Uddin'));
    expect(name).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('textbox', { name: 'Student ID' })).toHaveTextContent('1904001');
    // The whole e-mail, as text that may wrap before its @ (an <input> hid its end on a laptop).
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveTextContent(ME.email);
    expect(email.tagName).not.toBe('INPUT');
    expect(email.querySelector('wbr')?.nextSibling?.textContent).toBe('@student.cuet.ac.bd');
  });

  it("says 'Error: User not found.' and does not submit without a user record", async () => {
    renderApp({ user: STUDENT, url: '/token_purches', data: { users: { me: async () => null } } });
    expect(await screen.findByText(messages.forms.userNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('refuses an invalid transaction id with its message, without calling the port', async () => {
    const create = vi.fn<(input: TokenPurchaseInput) => Promise<never>>();
    const { user } = await openForm(create);
    await fillValid(user);
    const transaction = screen.getByLabelText('Transaction ID', { exact: false });
    await user.clear(transaction);
    await user.type(transaction, 'AB-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.validation.transactionIdCharacters)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps the form filled and shows a used transaction id beside its field', async () => {
    const create = vi.fn(async () => {
      throw new DataError({ status: 409, code: 'conflict', message: messages.api.transactionIdUsed });
    });
    const { user } = await openForm(create);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.api.transactionIdUsed)).toBeInTheDocument();
    expect(screen.getByLabelText('Transaction ID', { exact: false })).toHaveValue('ABC123XYZ');
    expect(screen.getByLabelText('Package', { exact: false })).toHaveValue('30');
  });

  it('sends the model input, shows the dialog and resets on an answer with insertedId', async () => {
    const create = vi.fn(async (_input: TokenPurchaseInput) => ({ acknowledged: true as const, insertedId: 'r1' }));
    const { user } = await openForm(create);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.forms.tokenSubmitted)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      {
        Start_date: '2024-06-01',
        End_date: '2024-06-30',
        package1: '30',
        amount: '2500',
        Transaction_id: 'ABC123XYZ',
        bkash_number: '01712345678',
      },
      // The submission's key, kept with it should it wait for the network (issue 33).
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
    await waitFor(() => expect(screen.getByLabelText('Transaction ID', { exact: false })).toHaveValue(''));
    expect(screen.getByLabelText('Package', { exact: false })).toHaveValue('');
  });

  it('keeps the form when the answer carries no insertedId', async () => {
    const create = vi.fn(async () => ({}) as never);
    const { user } = await openForm(create);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.api.internal)).toBeInTheDocument();
    expect(screen.getByLabelText('Transaction ID', { exact: false })).toHaveValue('ABC123XYZ');
  });

  it('says what to pay and where before the transaction id; a package fills in its amount and end date', async () => {
    const { user } = renderApp({ user: STUDENT, url: '/token_purches', data: { users: { me: async () => ME } } });
    await identityShown();
    const guide = screen.getByRole('note', { name: 'How to pay' });
    expect(guide).toHaveTextContent(`Send the amount with bKash to the hall's number ${HALL_BKASH_NUMBER}.`);
    // The guide comes before the transaction id field.
    expect(
      guide.compareDocumentPosition(screen.getByLabelText('Transaction ID', { exact: false })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Start date', { exact: false }), '2024-06-01');
    await user.selectOptions(screen.getByLabelText('Package', { exact: false }), '15');
    expect(screen.getByLabelText('Amount', { exact: false })).toHaveValue('1300');
    expect(screen.getByLabelText('End date', { exact: false })).toHaveValue('2024-06-15');
    expect(guide).toHaveTextContent('Send 1,300 Tk with bKash');
    // An end date of the student's own stays when the package changes; the amount follows it.
    const end = screen.getByLabelText('End date', { exact: false });
    await user.clear(end);
    await user.type(end, '2024-06-20');
    await user.selectOptions(screen.getByLabelText('Package', { exact: false }), '30');
    expect(screen.getByLabelText('Amount', { exact: false })).toHaveValue('2500');
    expect(end).toHaveValue('2024-06-20');
  });

  it('clears "This field is required." beside the end date and amount a package fills in after an empty Submit', async () => {
    const create = vi.fn<(input: TokenPurchaseInput) => Promise<never>>();
    const { user } = await openForm(create);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const end = screen.getByLabelText('End date', { exact: false });
    const amount = screen.getByLabelText('Amount', { exact: false });
    await waitFor(() => expect(end).toHaveAccessibleDescription(messages.validation.required));
    expect(amount).toHaveAccessibleDescription(messages.validation.required);
    await user.type(screen.getByLabelText('Start date', { exact: false }), '2024-06-01');
    await user.selectOptions(screen.getByLabelText('Package', { exact: false }), '30');
    expect(end).toHaveValue('2024-06-30');
    expect(amount).toHaveValue('2500');
    expect(end).not.toHaveAccessibleDescription(messages.validation.required);
    expect(end).not.toHaveAttribute('aria-invalid');
    expect(amount).not.toHaveAccessibleDescription(messages.validation.required);
    expect(amount).not.toHaveAttribute('aria-invalid');
    // The fields still empty keep theirs.
    expect(screen.getByLabelText('Transaction ID', { exact: false })).toHaveAccessibleDescription(
      messages.validation.required,
    );
  });

  it("names every problem at once, the dates' order with the rest, and sends nothing", async () => {
    const create = vi.fn<(input: TokenPurchaseInput) => Promise<never>>();
    const { user } = await openForm(create);
    await user.type(screen.getByLabelText('Start date', { exact: false }), '2024-06-10');
    await user.type(screen.getByLabelText('End date', { exact: false }), '2024-06-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.validation.endDateBeforeStart)).toBeInTheDocument();
    // Package, amount, transaction id and bKash number, all at the same time.
    expect(screen.getAllByText(messages.validation.required)).toHaveLength(4);
    expect(create).not.toHaveBeenCalled();
  });

  it('offers the token history from the success dialog', async () => {
    const create = vi.fn(async (_input: TokenPurchaseInput) => ({ acknowledged: true as const, insertedId: 'r1' }));
    // The history page it opens reads the student's tokens.
    const { user, router } = renderApp({
      user: STUDENT,
      url: '/token_purches',
      data: { users: { me: async () => ME }, tokenPurchases: { ...pagedFrom([]), create } },
    });
    await identityShown();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'See token history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/tokenprofile'));
  });
});
