// jsdom has no matchMedia; react-hot-toast and sweetalert2 ask it about reduced motion.
// Import this file from a test that shows toasts or dialogs.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
