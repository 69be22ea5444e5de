// The home page banner's image descriptions, banner-1 to banner-5 (web/src/config/site.ts). A module
// apart from texts/site.ts: the banner is React's on every visit, while the hall's prose rides only
// on the prerendered home page (web/src/features/home/components/home-island.tsx).
export const bannerText = {
  banners: [
    'The hall building on a sunny day',
    'Sunset over the hills beside the campus lake',
    'The hall blocks at night, windows lit',
    'A football match on the hall playground',
    'The hall library reading room',
  ],
};
