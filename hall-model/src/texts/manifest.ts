// The installed app's name in the web app manifest (issue 33, decision 036): only the build reads
// it (web/scripts/lib/web-manifest.ts), so no page carries it.
import { layoutText } from './layout.ts';

export const manifestText = {
  /** The install dialog's and the splash screen's name. */
  appName: `${layoutText.hall}, CUET`,
  /** Under the icon on a home screen (about 12 letters fit). */
  shortName: 'SMS Hall',
};
