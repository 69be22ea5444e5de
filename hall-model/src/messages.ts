// The portal's messages live in the catalogue (texts/messages.ts); these names stay for their importers.
import { limitMessages, messages } from './texts/messages.ts';

export { messages };

/** The message for a value longer than `max` characters. */
export function tooLongMessage(max: number): string {
  return limitMessages.tooLong(max);
}
