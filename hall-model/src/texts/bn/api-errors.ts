// The API's English errors in Bangla (decision 036): a text of the English catalogue gives its
// Bangla twin; a templated one (a room, a count) is matched by its pattern and rebuilt in Bangla
// from the same values; anything else is worded by the error's code, or left as the API sent it.
import type { apiErrorText as English } from '../api-errors.ts';
import { diningMessages as englishDining } from '../dining.ts';
import { limitMessages as englishLimits, messages as englishMessages } from '../messages.ts';
import { officeMessages as englishOffice } from '../office.ts';
import { roomMessages as englishRooms } from '../rooms.ts';
import type { Translation } from '../translation.ts';
import { diningMessages } from './dining.ts';
import { limitMessages, messages } from './messages.ts';
import { officeMessages } from './office.ts';
import { roomMessages } from './rooms.ts';
import { locale } from './locale.ts';

type Text = (...values: string[]) => string;
const exact = new Map<string, string>();
const templates: { pattern: RegExp; slots: number[]; bangla: Text }[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A templated text's pattern: the English called with markers, each marker a capture. */
function learnTemplate(english: Text, bangla: Text): void {
  const markers = Array.from({ length: english.length }, (_, index) => `\u{E000}${index}\u{E000}`);
  let sample: unknown;
  try {
    sample = english(...markers);
  } catch {
    return; // a text of a date or an object (a room's verdict): worded by its code instead
  }
  if (typeof sample !== 'string' || !markers.every((marker) => sample.includes(marker))) return;
  const slots: number[] = [];
  const source = sample
    .split(/\u{E000}(\d+)\u{E000}/u)
    .map((part, index) => (index % 2 === 1 ? (slots.push(Number(part)), '(.+?)') : escape(part)))
    .join('');
  templates.push({ pattern: new RegExp(`^${source}$`, 's'), slots, bangla });
}

function learn(english: unknown, bangla: unknown): void {
  if (typeof english === 'string' && typeof bangla === 'string') {
    if (!exact.has(english)) exact.set(english, bangla);
  } else if (typeof english === 'function' && typeof bangla === 'function') {
    learnTemplate(english as Text, bangla as Text);
  } else if (english && bangla && typeof english === 'object' && typeof bangla === 'object') {
    for (const [key, value] of Object.entries(english)) learn(value, (bangla as Record<string, unknown>)[key]);
  }
}

learn(englishMessages, messages);
learn(englishLimits, limitMessages);
learn(englishRooms, roomMessages);
learn(englishDining, diningMessages);
learn(englishOffice, officeMessages);

/** The Bangla of an English text of the catalogue, or undefined. */
function banglaOf(english: string): string | undefined {
  const known = exact.get(english);
  if (known !== undefined) return known;
  for (const { pattern, slots, bangla } of templates) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values: string[] = [];
    slots.forEach((slot, index) => (values[slot] = match[index + 1]!));
    return bangla(...values);
  }
  return undefined;
}

/** Codes whose message the API makes from values it sends as `params` (a room's occupants, a day). */
const BY_PARAMS: Record<string, (...values: never[]) => string> = {
  room_full: roomMessages.roomFull,
  already_housed: roomMessages.alreadyHoused,
  room_occupied: roomMessages.roomOccupied,
  meal_day_locked: diningMessages.dayLocked,
  already_served: diningMessages.alreadyServed,
};

/** The Bangla of a templated message from the values it was made from, or undefined. */
function fromParams(code: string, params: unknown[] | undefined): string | undefined {
  const bangla = Object.hasOwn(BY_PARAMS, code) ? BY_PARAMS[code] : undefined;
  if (!bangla || !Array.isArray(params) || params.length !== bangla.length) return undefined;
  try {
    return bangla(...(params as never[]));
  } catch {
    return undefined; // values of another shape (an older or newer API): its English stays
  }
}

/** Codes whose every text has one Bangla wording (the text itself is tried first). */
const BY_CODE: Record<string, string> = {
  unauthenticated: messages.api.unauthenticated,
  forbidden: messages.api.forbidden,
  not_found: messages.api.notFound,
  too_many_requests: messages.api.tooManyRequests,
  invalid_body: messages.api.invalidBody,
  invalid_query: messages.api.invalidBody,
  not_pdf: messages.api.notPdf,
  file_too_large: messages.api.fileTooLarge,
  internal: messages.api.internal,
  invalid_json: messages.api.invalidJson,
  unsupported_media_type: messages.api.invalidJson,
  payload_too_large: messages.api.payloadTooLarge,
  unavailable: messages.api.unavailable,
  storage_unavailable: messages.api.unavailable,
  auth_unavailable: messages.api.unavailable,
  no_profile: messages.api.noProfile,
  email_unverified: messages.api.emailUnverified,
  already_decided: messages.api.alreadyDecided,
  headers_too_large: messages.api.headersTooLarge,
  bad_path: messages.api.badPath,
  unsupported_encoding: messages.api.unsupportedEncoding,
  bad_request: messages.api.badRequest,
  request_timeout: messages.api.badRequest,
  method_not_allowed: messages.api.badRequest,
  network_error: messages.api.unreachable,
  meal_switched_off: diningMessages.mealOff,
  no_sitting: diningMessages.noSitting,
  not_valid_today: diningMessages.notValidToday,
  not_invited: roomMessages.notInvited,
};

export const apiErrorText = {
  message: (code: string, message: string, params?: unknown[]) =>
    banglaOf(message) ?? fromParams(code, params) ?? BY_CODE[code] ?? message,
  field: (message: string) => banglaOf(message) ?? message,
  noStoredFile: 'PDF-টি কোথায় রাখা হলো, পোর্টাল তা জানায়নি।',
  answered: (status: number, statusText: string) =>
    `পোর্টাল ${status.toLocaleString(locale.numbers)} উত্তর দিয়েছে${statusText ? ` (${statusText})` : ''}।`,
} satisfies Translation<typeof English>;
