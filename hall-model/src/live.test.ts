import { describe, expect, it } from 'vitest';
import { decisionMessage, liveStateOf, parseLiveChange, type LiveChange } from './live.ts';

const change = (over: Partial<LiveChange>): LiveChange => ({
  group: 'tokenPurchases',
  id: 'a1',
  kind: 'changed',
  state: 'approved',
  ...over,
});

describe('live changes', () => {
  it('says a record is approved, rejected or pending by its status', () => {
    expect(liveStateOf({ status: 'confirm' })).toBe('approved');
    expect(liveStateOf({ status: 'rejected', rejectReason: 'x' })).toBe('rejected');
    expect(liveStateOf({})).toBe('pending');
  });

  it('has a toast for the office deciding a request, and none for anything else', () => {
    expect(decisionMessage(change({}))).toBe('Your meal token request was approved');
    expect(decisionMessage(change({ group: 'roomAllotments', state: 'rejected' }))).toBe(
      'Your room allotment application was rejected',
    );
    expect(decisionMessage(change({ kind: 'added', state: 'pending' }))).toBeNull();
    expect(decisionMessage(change({ kind: 'removed' }))).toBeNull();
    expect(decisionMessage(change({ group: 'complaints' }))).toBeNull();
  });

  it('reads only well-formed changes off the wire', () => {
    expect(parseLiveChange(change({}))).toEqual(change({}));
    expect(parseLiveChange({ ...change({}), extra: 'dropped' })).toEqual(change({}));
    for (const bad of [null, 'text', 1, {}, { ...change({}), group: 'users' }, { ...change({}), id: '' }])
      expect(parseLiveChange(bad)).toBeNull();
    expect(parseLiveChange({ ...change({}), kind: 'moved' })).toBeNull();
    expect(parseLiveChange({ ...change({}), state: 'confirm' })).toBeNull();
  });
});
