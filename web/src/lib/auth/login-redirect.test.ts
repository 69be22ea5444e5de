import { describe, expect, it } from 'vitest';
import { loginHref, returnPath } from './login-redirect.ts';

describe('login redirect', () => {
  it('carries the whole original path in ?next=', () => {
    expect(loginHref({ pathname: '/hallfee', search: '?a=1', hash: '#form' })).toBe(
      '/login?next=%2Fhallfee%3Fa%3D1%23form',
    );
  });

  it('returns to state.from first, then ?next=, then home', () => {
    const from = { pathname: '/complain', search: '', hash: '' };
    expect(returnPath({ pathname: '/login', search: '?next=%2Fhallfee', hash: '', state: { from } })).toBe('/complain');
    expect(returnPath({ pathname: '/login', search: '?next=%2Fhallfee', hash: '', state: null })).toBe('/hallfee');
    expect(returnPath({ pathname: '/login', search: '', hash: '' })).toBe('/');
  });

  it('never leaves the site or loops back to /login', () => {
    const sneaky = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\/evil.example',
      '/%2F/evil.example'.replace('%2F', '/'),
      '/login/',
      '/login#x',
    ];
    for (const next of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/login?next=/x',
      'hallfee',
      ...sneaky,
    ]) {
      const search = `?${new URLSearchParams({ next }).toString()}`;
      expect(returnPath({ pathname: '/login', search, hash: '' }), JSON.stringify(next)).toBe('/');
    }
    // As it arrives in the address bar: %09 is a tab once decoded.
    expect(returnPath({ pathname: '/login', search: '?next=/%09/evil.example', hash: '' })).toBe('/');
  });

  it('returns the path as the browser resolves it', () => {
    const search = `?${new URLSearchParams({ next: '/profile/../hallfee?x=1#top' }).toString()}`;
    expect(returnPath({ pathname: '/login', search, hash: '' })).toBe('/hallfee?x=1#top');
  });
});
