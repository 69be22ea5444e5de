import { describe, expect, it } from 'vitest';
import { loginHref, returnPath } from './login-redirect.ts';

describe('login redirect', () => {
  it('carries the whole original path in ?next=', () => {
    expect(loginHref({ pathname: '/hallfee', search: '?a=1', hash: '#form' })).toBe('/login?next=%2Fhallfee%3Fa%3D1%23form');
  });

  it('returns to state.from first, then ?next=, then home', () => {
    const from = { pathname: '/complain', search: '', hash: '' };
    expect(returnPath({ pathname: '/login', search: '?next=%2Fhallfee', hash: '', state: { from } })).toBe('/complain');
    expect(returnPath({ pathname: '/login', search: '?next=%2Fhallfee', hash: '', state: null })).toBe('/hallfee');
    expect(returnPath({ pathname: '/login', search: '', hash: '' })).toBe('/');
  });

  it('never leaves the site or loops back to /login', () => {
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', '/login?next=/x', 'hallfee']) {
      const search = `?${new URLSearchParams({ next }).toString()}`;
      expect(returnPath({ pathname: '/login', search, hash: '' })).toBe('/');
    }
  });
});
