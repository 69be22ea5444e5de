import { describe, expect, it } from 'vitest';
import { messages, tokenPurchaseInput } from '@hall/model';
import { sampleTokenPurchase } from '@hall/model/samples';
import { DataError } from '../../port.ts';
import { dataErrorOf, isRefusal, invalidBody } from './errors.ts';

const tokenInput = sampleTokenPurchase({ Transaction_id: 'TXN123456' });

describe("the adapter's errors", () => {
  it('shapes a refused body like the API (per-field messages)', () => {
    const result = tokenPurchaseInput.safeParse({ ...tokenInput, amount: '9', status: 'confirm' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const error = invalidBody(result.error);
    expect(error).toMatchObject({ status: 400, code: 'invalid_body', message: messages.api.invalidBody });
    expect(error.fields).toMatchObject({
      amount: messages.validation.chooseOption,
      status: messages.validation.unknownField,
    });
  });

  it('gives a rules refusal a reason only when the adapter found one', () => {
    const denied = { code: 'permission-denied' };
    expect(dataErrorOf(denied)).toMatchObject({ status: 403, message: messages.api.forbidden });
    expect(dataErrorOf({ code: 'already-exists' })).toMatchObject({ status: 403, message: messages.api.forbidden });
    expect(dataErrorOf(denied, 'transaction-id-claimed')).toMatchObject({
      status: 409,
      message: messages.api.transactionIdUsed,
    });
    expect(dataErrorOf(denied, 'e-mail-claimed')).toMatchObject({ status: 409, message: messages.api.userExists });
    expect(isRefusal(denied)).toBe(true);
    expect(isRefusal({ code: 'storage/unauthorized' })).toBe(true);
    expect(isRefusal({ code: 'unavailable' })).toBe(false);
    expect(dataErrorOf({ code: 'storage/unauthorized' })).toMatchObject({ status: 403 });
    expect(dataErrorOf({ code: 'storage/object-not-found' })).toMatchObject({
      status: 404,
      message: messages.api.notFound,
    });
    expect(dataErrorOf({ code: 'unauthenticated' })).toMatchObject({ status: 401 });
    expect(dataErrorOf({ code: 'unavailable' })).toMatchObject({ status: 0, code: 'network_error' });
    // Firestore Lite with no answer to its fetch (the browser offline): a network error, kept to send again.
    const noAnswer = { code: 'unknown', message: 'Request failed with error: Failed to fetch' };
    expect(dataErrorOf(noAnswer)).toMatchObject({ status: 0, code: 'network_error' });
    expect(dataErrorOf({ code: 'unknown', message: 'Something else' })).toMatchObject({ status: 500 });
    expect(dataErrorOf({ code: 'deadline-exceeded' })).toMatchObject({ status: 0, code: 'network_error' });
    expect(dataErrorOf(new Error('boom'))).toMatchObject({ status: 500, message: messages.api.internal });
  });

  it('passes a DataError through unchanged', () => {
    const original = new DataError({ status: 404, code: 'no_profile', message: messages.api.noProfile });
    expect(dataErrorOf(original, 'transaction-id-claimed')).toBe(original);
  });
});
