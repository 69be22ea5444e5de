import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language.ts';

describe('pageLanguage', () => {
  it('follows the language cookie over the browser', () => {
    expect(pageLanguage({ cookie: 'firebase-language-override=bn', 'accept-language': 'en-US' })).toBe('bn');
    expect(pageLanguage({ cookie: 'a=1; firebase-language-override=en; b=2', 'accept-language': 'bn-BD' })).toBe('en');
  });

  it('follows Accept-Language without the cookie: Bangla only when ranked above English', () => {
    expect(pageLanguage({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).toBe('bn');
    expect(pageLanguage({ 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' })).toBe('en');
    expect(pageLanguage({ cookie: 'other=bn', 'accept-language': 'bn' })).toBe('bn');
    expect(pageLanguage({})).toBe('en');
  });

  it('answers English for a cookie it does not know, never throwing', () => {
    for (const cookie of [
      'firebase-language-override=fr',
      'firebase-language-override=BN',
      'firebase-language-override=bn,en',
      'firebase-language-override=%E0%A6',
      'firebase-language-override==;;',
      'firebase-language-override-x=bn',
    ])
      expect(pageLanguage({ cookie, 'accept-language': 'en' })).toBe('en');
    expect(pageLanguage({ cookie: 'firebase-language-override=', 'accept-language': 'bn' })).toBe('bn');
  });
});
