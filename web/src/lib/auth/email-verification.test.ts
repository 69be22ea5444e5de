// The verification link leads back to the portal (issue 35): the continue URL the link carries.
// Firebase's own call is replaced; what is checked is what the portal asks it for.
import type { User } from 'firebase/auth';
import { sendEmailVerification } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendVerificationTo, verificationLinkSettings } from './email-verification.ts';

vi.mock('firebase/auth', () => ({ sendEmailVerification: vi.fn() }));
const send = vi.mocked(sendEmailVerification);
const user = { uid: 'new-1' } as User;

beforeEach(() => send.mockReset());

describe('the verification link', () => {
  it("continues to the portal's own profile page", () => {
    expect(verificationLinkSettings('http://127.0.0.1:3000')).toEqual({ url: 'http://127.0.0.1:3000/profile' });
    expect(verificationLinkSettings()).toEqual({ url: `${window.location.origin}/profile` });
  });

  it('is sent with that continue URL', async () => {
    send.mockResolvedValue(undefined);
    await sendVerificationTo(user);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(user, { url: `${window.location.origin}/profile` });
  });

  it('is still sent, without the way back, when the project does not authorise the domain', async () => {
    send.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/unauthorized-continue-uri' }));
    send.mockResolvedValueOnce(undefined);
    await sendVerificationTo(user);
    expect(send.mock.calls).toEqual([[user, { url: `${window.location.origin}/profile` }], [user]]);
  });

  it('reports any other failure (the notice offers to send it again)', async () => {
    send.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    await expect(sendVerificationTo(user)).rejects.toThrow('offline');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
