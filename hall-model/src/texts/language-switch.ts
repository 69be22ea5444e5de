// The language switch in the top bar (decision 036). The other language's name is written in
// that language (texts/language.ts LANGUAGE_NAMES), not here: it is the same in both builds.

export const languageSwitchText = {
  /** The switch's hint, in the page's language. */
  hint: 'Show the portal in Bangla',
};
