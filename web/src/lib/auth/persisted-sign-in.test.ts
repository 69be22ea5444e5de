import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveSignIn, rememberSignIn } from './persisted-sign-in.ts';

afterEach(() => localStorage.clear());

describe('the persisted sign-in hint', () => {
  it('is false for a first-time visitor, true after a sign-in, false again after signing out', () => {
    expect(mayHaveSignIn()).toBe(false);
    rememberSignIn(true);
    expect(mayHaveSignIn()).toBe(true);
    rememberSignIn(false);
    expect(mayHaveSignIn()).toBe(false);
  });

  it("sees Firebase's own localStorage persistence", () => {
    localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{}');
    expect(mayHaveSignIn()).toBe(true);
  });
});
