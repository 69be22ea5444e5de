import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../lib/data/port.ts';
import { deliverMessage } from './deliver-message.ts';

const MESSAGE = {
  from_name: 'Rahim',
  user_email: 'rahim@example.com',
  message: 'The water filter on floor 2 is broken.',
};
const KEYS = { serviceId: 'svc', templateId: 'tpl', publicKey: 'key' };
const stored = { acknowledged: true as const, insertedId: 'm1' };
const refused = new DataError({ status: 0, code: 'network_error', message: 'offline' });

describe('deliverMessage', () => {
  it('stores the message and does not e-mail when EmailJS is not configured', async () => {
    const create = vi.fn(async () => stored);
    const send = vi.fn(async () => {});
    expect(await deliverMessage({ contactMessages: { create, listAll: vi.fn() } }, null, MESSAGE, send)).toEqual({
      delivered: true,
    });
    expect(create).toHaveBeenCalledWith(MESSAGE);
    expect(send).not.toHaveBeenCalled();
  });

  it('counts as delivered when the e-mail fails but the message is stored, and logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.fn(async () => {
      throw new Error('EmailJS down');
    });
    const result = await deliverMessage(
      { contactMessages: { create: async () => stored, listAll: vi.fn() } },
      KEYS,
      MESSAGE,
      send,
    );
    expect(result).toEqual({ delivered: true });
    expect(send).toHaveBeenCalledWith(KEYS, MESSAGE);
    expect(warn).toHaveBeenCalledWith('EmailJS could not send the contact message:', expect.any(Error));
  });

  it('counts as delivered when only the e-mail got through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const create = async () => Promise.reject(refused);
    expect(
      await deliverMessage({ contactMessages: { create, listAll: vi.fn() } }, KEYS, MESSAGE, async () => {}),
    ).toEqual({ delivered: true });
  });

  it('is not delivered when the store refuses and there is no e-mail service', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const create = async () => Promise.reject(refused);
    expect(await deliverMessage({ contactMessages: { create, listAll: vi.fn() } }, null, MESSAGE)).toEqual({
      delivered: false,
      error: refused,
    });
  });

  it('does not e-mail a message the portal refused (an unverified sender): the refusal is shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unverified = new DataError({
      status: 403,
      code: 'email_unverified',
      message: 'Verify your e-mail address first.',
    });
    const send = vi.fn(async () => {});
    const create = async () => Promise.reject(unverified);
    expect(await deliverMessage({ contactMessages: { create, listAll: vi.fn() } }, KEYS, MESSAGE, send)).toEqual({
      delivered: false,
      error: unverified,
    });
    expect(send).not.toHaveBeenCalled();
  });
});
