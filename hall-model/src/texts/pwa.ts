// The "new version" banner's texts (issue 33, decision 036), loaded with the banner only. The
// profile menu's install entry is install-app.ts; the app's name for the manifest is in manifest.ts.

export const pwaText = {
  /** The banner when a new build waits; `reload` is its button. */
  updateReady: 'A new version is ready:',
  reload: 'Reload',
};
