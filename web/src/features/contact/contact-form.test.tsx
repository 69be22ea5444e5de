import { screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type ContactMessageInput } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { STUDENT } from '../../testing/fake-auth.ts';
import { renderApp } from '../../testing/test-utils.tsx';
import { NOT_SENT } from './contact-form.tsx';

async function fill(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Rahim');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rahim@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The lift is stuck.');
}

// react-hot-toast keeps its toasts in a module-wide store: start every test without any.
afterEach(() => toast.remove());

describe('the contact form', () => {
  it("stores the message, toasts 'Successfully Submitted' and clears the form", async () => {
    const create = vi.fn(async (_input: ContactMessageInput) => ({ acknowledged: true as const, insertedId: 'm1' }));
    const { user } = renderApp({ user: STUDENT, url: '/contact', data: { contactMessages: { create } } });
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

  it('keeps what was typed and says it was not sent when nothing got through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const create = vi.fn(async () => {
      throw new DataError({ status: 0, code: 'network_error', message: 'Could not reach the portal.' });
    });
    const { user } = renderApp({ user: STUDENT, url: '/contact', data: { contactMessages: { create } } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`${NOT_SENT} Could not reach the portal.`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('The lift is stuck.');
    expect(screen.queryByText(messages.contact.sent)).not.toBeInTheDocument();
  });
});
