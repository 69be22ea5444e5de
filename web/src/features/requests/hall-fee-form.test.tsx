import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, MONTH_LABELS, MONTHS, type HallFeeInput } from '@hall/model';
import { STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { filedAs, renderStudentForm } from '../../testing/student-form.ts';

const ME = STUDENT_PROFILE;

/** The form once the student's identity has arrived (its name shows in the read-only block). */
const identityShown = () =>
  waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveTextContent(ME.name));

afterEach(() => Swal.close());

/** Chooses the level and term, types the payment as given, and submits (the months are the test's). */
async function submitWith(
  user: ReturnType<typeof renderForm>['user'],
  typed: { level: string; term: string; transactionId: string; bkashNumber: string },
) {
  await user.selectOptions(screen.getByLabelText('Level', { exact: false }), typed.level);
  await user.selectOptions(screen.getByLabelText('Term', { exact: false }), typed.term);
  await user.type(screen.getByLabelText('Transaction ID', { exact: false }), typed.transactionId);
  await user.type(screen.getByLabelText('bKash number', { exact: false }), typed.bkashNumber);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

const renderForm = () => renderStudentForm('/hallfee', 'hallFees', filedAs<HallFeeInput>('h1'));

describe('the hall fee form', () => {
  it('names the months January to December while keeping the stored spelling as values', async () => {
    renderForm();
    await identityShown();
    const options = within(screen.getByLabelText('Start month', { exact: false }))
      .getAllByRole('option')
      .slice(1) as HTMLOptionElement[];
    // The spec's stored spelling is held by the model's own test; the form shows the model's months.
    expect(options.map((option) => option.value)).toEqual(MONTHS);
    expect(options.map((option) => option.textContent)).toEqual(MONTHS.map((month) => MONTH_LABELS[month]));
    expect(options.map((option) => option.textContent)).toContain('January');
  });

  it('files November to February, with +880 and a pasted id, normalised', async () => {
    const { user, create } = renderForm();
    await identityShown();
    await user.selectOptions(screen.getByLabelText('Start month', { exact: false }), 'November');
    await user.selectOptions(screen.getByLabelText('End month', { exact: false }), 'February');
    // With the years a fee filed today covers: November to February always crosses a new year.
    const span = screen.getByText(/^November (\d{4}) – February (\d{4}): 4 months$/);
    const [, from, to] = /^November (\d{4}) – February (\d{4})/.exec(span.textContent ?? '')!;
    expect(Number(to)).toBe(Number(from) + 1);
    await submitWith(user, { level: '3', term: '2', transactionId: ' 9ab4 cd7 ef1 ', bkashNumber: '+8801712345678' });
    expect(await screen.findByText(messages.forms.hallFeeSubmitted)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      {
        month_start: 'November',
        month_end: 'February',
        lavel: '3',
        term: '2',
        Transaction_id: '9AB4CD7EF1',
        bkash_number: '01712345678',
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
  });

  it('says which bKash form is expected, without calling the port', async () => {
    const { user, create } = renderForm();
    await identityShown();
    await user.selectOptions(screen.getByLabelText('Start month', { exact: false }), 'june');
    await user.selectOptions(screen.getByLabelText('End month', { exact: false }), 'june');
    expect(screen.getByText(/^June \d{4}: 1 month$/)).toBeInTheDocument();
    await submitWith(user, { level: '1', term: '1', transactionId: 'ABC123', bkashNumber: '1712345678' });
    expect(await screen.findByText(messages.validation.bkashNumber)).toBeInTheDocument();
    await waitFor(() => expect(create).not.toHaveBeenCalled());
  });
});
