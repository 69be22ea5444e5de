import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/test-utils.tsx';

describe('footer', () => {
  it('shows the copyright line with the year 2024 and the hall name', async () => {
    renderApp();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText('© 2024 Shaheed Mohammad Shah Hall, CUET. All rights reserved.'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
  });

  it('has About us, Contact (to /contact), Complain and Photo links', async () => {
    renderApp();
    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['About us', 'Contact', 'Complain', 'Photo']);
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Complain' })).toHaveAttribute('href', '/complain');
    await screen.findByRole('heading', { level: 1 });
  });

  it('has four social links that open in a new tab', async () => {
    renderApp();
    const footer = within(screen.getByRole('contentinfo'));
    for (const network of ['Facebook', 'YouTube', 'X', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: network });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await screen.findByRole('heading', { level: 1 });
  });
});
