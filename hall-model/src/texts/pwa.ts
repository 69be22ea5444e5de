// The installed app's texts (issue 33, decision 036): the "new version" banner and the profile
// menu's install entry. The app's name for the manifest is in manifest.ts.

export const pwaText = {
  /** The banner when a new build waits; `reload` is its button. */
  updateReady: 'A new version is ready:',
  reload: 'Reload',
  install: 'Install the app',
};
