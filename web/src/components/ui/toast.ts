// The toasts the portal raises. react-hot-toast arrives with its container (toasts.tsx, mounted
// lazily once the visitor leaves the home page) and on a page's first toast, never in a page's
// first load (decision 017): a toast follows an action, by when the module is usually loaded.
import type { Renderable } from 'react-hot-toast';

const hotToast = () => import('react-hot-toast').then((module) => module.default);

function raise(kind: 'success' | 'error', message: Renderable): void {
  hotToast().then(
    (toast) => toast[kind](message),
    (error: unknown) => console.error(`A toast could not be shown (${kind}):`, error),
  );
}

export const toast = {
  success: (message: Renderable) => raise('success', message),
  error: (message: Renderable) => raise('error', message),
};
