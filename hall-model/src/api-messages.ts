// The API's error texts live in the catalogue (texts/api-messages.ts); this name stays for its importers.
export { apiMessages } from './texts/api-messages.ts';
