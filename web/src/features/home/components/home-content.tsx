// The home page's static sections, loaded apart from the first-load JS (home-island.tsx).
export { About } from './about.tsx';
export { ContactCards } from './contact-cards.tsx';
export { Gallery } from './gallery.tsx';
export { ProvostMessage } from './provost-message.tsx';
