import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch, switchLanguage } from './language-switch.tsx';

afterEach(() => {
  document.cookie = 'firebase-language-override=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('LanguageSwitch', () => {
  it('names Bangla in Bangla on an English page, with a hint in English', () => {
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'বাংলা' });
    expect(button).toHaveAttribute('lang', 'bn');
    expect(button).toHaveAttribute('title', 'Show the portal in Bangla');
  });
});

describe('switchLanguage', () => {
  it('keeps the choice in the cookie, lets go of the service worker, then reloads', async () => {
    const order: string[] = [];
    const unregister = vi.fn(async () => {
      order.push('unregister');
      return true;
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    await switchLanguage('bn', () => order.push(`reload with ${document.cookie}`));
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(order).toEqual(['unregister', 'unregister', 'reload with firebase-language-override=bn']);
  });

  it('reloads without a service worker too', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined });
    const reload = vi.fn();
    await switchLanguage('en', reload);
    expect(document.cookie).toBe('firebase-language-override=en');
    expect(reload).toHaveBeenCalledOnce();
  });
});
