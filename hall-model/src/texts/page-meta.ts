// The page's <meta name="description"> (issue 33): web/vite.config.ts's hallLanguage writes it into
// index.html at build time, so no script carries it.

export const pageMetaText = {
  description:
    'Shaheed Mohammad Shah Hall, CUET: meal tokens, hall fees, complaints, room allotment and notices for the residents of the hall.',
};
