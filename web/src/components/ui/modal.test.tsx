import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Choose an account</button>
      <Modal open={open} title="Your Google account" onClose={() => setOpen(false)}>
        <p>Which student are you?</p>
      </Modal>
    </>
  );
}

function renderInRoot() {
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  render(<Opener />, { container: root });
  return root;
}

describe('Modal', () => {
  it('takes the focus and makes the page inert while open, then gives both back on Escape', async () => {
    const root = renderInRoot();
    const opener = screen.getByRole('button', { name: 'Choose an account' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Your Google account' });
    expect(dialog).toHaveFocus();
    expect(root).toHaveAttribute('inert');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
    root.remove();
  });
});
