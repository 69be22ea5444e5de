// Clicks a page's 'Export CSV' (or `button`) and reads back the file it hands the browser to download.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

export async function exportCsv(user: UserEvent, button = 'Export CSV'): Promise<string> {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce(), { timeout: 5_000 });
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(createObjectURL.mock.calls[0]![0]);
  });
}
