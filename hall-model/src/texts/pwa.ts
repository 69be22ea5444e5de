// The installed app's texts (issue 33, decision 036): its name in the web app manifest, the
// "new version" banner and the profile menu's install entry.
import { layoutText } from './layout.ts';

export const pwaText = {
  /** The manifest's name: the install dialog's and the splash screen's. */
  appName: `${layoutText.hall}, CUET`,
  /** Under the icon on a home screen (about 12 letters fit). */
  shortName: 'SMS Hall',
  /** The banner when a new build waits; `reload` is its button. */
  updateReady: 'A new version is ready:',
  reload: 'Reload',
  install: 'Install the app',
};
