// The rooms' sentences live in the catalogue (texts/rooms.ts); this name stays for its importers.
export { roomMessages } from './texts/rooms.ts';
