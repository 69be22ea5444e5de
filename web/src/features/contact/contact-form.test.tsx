import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type ContactMessageInput } from '@hall/model';
import { DataError, type DataPort } from '../../lib/data/port.ts';
import { STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { filedAs, renderStudentForm } from '../../testing/student-form.ts';
import { renderApp } from '../../testing/test-utils.tsx';
import { NOT_SENT } from './contact-form.tsx';

/** The student's hall record: its name may differ from the account's (changed on the profile). */
const me = async () => ({ ...STUDENT_PROFILE, name: 'Rahim Uddin Chowdhury' });

const openContact = <Create extends DataPort['contactMessages']['create']>(create: Create) =>
  renderStudentForm('/contact', 'contactMessages', create, me);

async function fill(user: ReturnType<typeof renderApp>['user']) {
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveValue('Rahim Uddin Chowdhury'));
  await user.clear(name);
  await user.type(name, 'Rahim');
  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rahim@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The lift is stuck.');
}

// react-hot-toast keeps its toasts in a module-wide store: start every test without any.
afterEach(() => toast.remove());

describe('the contact form', () => {
  it("stores the message, toasts 'Successfully Submitted' and clears the form", async () => {
    const { user, create } = openContact(filedAs<ContactMessageInput>('m1'));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.contact.sent)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      from_name: 'Rahim',
      user_email: 'rahim@example.com',
      message: 'The lift is stuck.',
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("fills in the student's current name and e-mail, which stay editable, and again after sending", async () => {
    const { user, create } = openContact(filedAs<ContactMessageInput>('m1'));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(name).toHaveValue('Rahim Uddin Chowdhury'));
    expect(email).toHaveValue(STUDENT.email);
    expect(name).not.toHaveAttribute('readonly');
    await user.type(name, ' Jr');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The lift is stuck.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.contact.sent)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      from_name: 'Rahim Uddin Chowdhury Jr',
      user_email: STUDENT.email,
      message: 'The lift is stuck.',
    });
    // A second message starts from the student's details again, not from empty fields.
    expect(name).toHaveValue('Rahim Uddin Chowdhury');
    expect(email).toHaveValue(STUDENT.email);
  });

  it("fills in the account's name when the student has no hall record yet", async () => {
    renderApp({ user: STUDENT, url: '/contact', data: { users: { me: async () => null } } });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue(STUDENT.displayName));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(STUDENT.email);
  });

  it('keeps what was typed and says it was not sent when nothing got through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const create = vi.fn(async () => {
      throw new DataError({ status: 0, code: 'network_error', message: 'Could not reach the portal.' });
    });
    const { user } = openContact(create);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`${NOT_SENT} Could not reach the portal.`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('The lift is stuck.');
    expect(screen.queryByText(messages.contact.sent)).not.toBeInTheDocument();
  });
});
