// The profile menu's entry, shown while the browser offers installing (issue 33, decision 036).
export const installAppText = {
  install: 'Install the app',
};
