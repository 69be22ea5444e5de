import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISS_DISTANCE, Toasts } from './toasts.tsx';

function drag(element: Element, distance: number) {
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distance, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + distance, pointerId: 1 });
}

afterEach(() => {
  act(() => toast.remove());
});

describe('toasts', () => {
  it('shows a toast at the top right', async () => {
    render(<Toasts />);
    act(() => {
      toast.success('LogIn successfully');
    });
    const message = await screen.findByText('LogIn successfully');
    // react-hot-toast places the top-right position with flex-end alignment.
    expect(message.closest('[style*="justify-content"]')).toHaveStyle({ justifyContent: 'flex-end' });
  });

  it('dismisses a toast dragged sideways past the threshold', async () => {
    render(<Toasts />);
    act(() => {
      toast('Successfully Submitted', { id: 'dragged' });
    });
    const message = await screen.findByText('Successfully Submitted');
    const handle = message.closest('.toast-draggable')!;
    act(() => drag(handle, DISMISS_DISTANCE + 20));
    // react-hot-toast removes a dismissed toast after its exit animation (about a second).
    await waitFor(() => expect(screen.queryByText('Successfully Submitted')).toBeNull(), { timeout: 4000 });
  });

  it('keeps a toast dragged only a little, back in place', async () => {
    render(<Toasts />);
    act(() => {
      toast('Logout successfully', { id: 'nudged' });
    });
    const message = await screen.findByText('Logout successfully');
    const dismiss = vi.spyOn(toast, 'dismiss');
    const handle = message.closest<HTMLElement>('.toast-draggable')!;
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 130, pointerId: 1 });
    expect(handle.style.transform).toBe('translateX(30px)');
    fireEvent.pointerUp(handle, { clientX: 130, pointerId: 1 });
    expect(handle.style.transform).toBe('');
    expect(dismiss).not.toHaveBeenCalled();
    expect(screen.getByText('Logout successfully')).toBeInTheDocument();
  });

  it("leaves a toast's own button its click: a press on it starts no drag (no pointer capture)", async () => {
    const capture = vi.fn();
    Object.assign(HTMLElement.prototype, { setPointerCapture: capture });
    const undo = vi.fn();
    render(<Toasts />);
    act(() => {
      toast(
        <span>
          Approving <button onClick={undo}>Undo</button>
        </span>,
      );
    });
    const button = await screen.findByRole('button', { name: 'Undo' });
    fireEvent.pointerDown(button, { clientX: 100, pointerId: 1 });
    expect(capture).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledOnce();
    // The text around it still drags.
    fireEvent.pointerDown(screen.getByText('Approving', { exact: false }), { clientX: 100, pointerId: 1 });
    expect(capture).toHaveBeenCalledOnce();
    Reflect.deleteProperty(HTMLElement.prototype, 'setPointerCapture');
  });
});
