// A contact message goes two ways: stored through the data port (the office reads it in the portal)
// and, when EmailJS is configured, e-mailed. It counts as sent when either way delivered it.
import type { ContactMessageInput } from '@hall/model';
import { DataError, type DataPort } from '../../lib/data/port.ts';
import { sendWithEmailJs, type EmailJsKeys } from './send-email.ts';

export type Delivery = { delivered: true } | { delivered: false; error: unknown };

export async function deliverMessage(
  data: Pick<DataPort, 'contactMessages'>,
  emailjs: EmailJsKeys | null,
  message: ContactMessageInput,
  send: typeof sendWithEmailJs = sendWithEmailJs,
): Promise<Delivery> {
  // Stored first: a sender the portal refuses (not verified, no profile, bad fields) is not
  // e-mailed either (decision 012). Only a portal that could not be reached falls back to e-mail.
  const [stored] = await Promise.allSettled([data.contactMessages.create(message)]);
  if (stored.status === 'rejected') {
    console.warn('The contact message could not be stored:', stored.reason);
    if (!unreachable(stored.reason)) return { delivered: false, error: stored.reason };
  }
  const storedOk = stored.status === 'fulfilled' && Boolean(stored.value?.insertedId);
  const [mailed] = await Promise.allSettled([emailjs ? send(emailjs, message) : Promise.resolve(null)]);
  // The spec logs failures only; the form itself says so when nothing got through.
  if (mailed.status === 'rejected') console.warn('EmailJS could not send the contact message:', mailed.reason);
  const mailedOk = emailjs !== null && mailed.status === 'fulfilled';
  if (storedOk || mailedOk) return { delivered: true };
  return { delivered: false, error: stored.status === 'rejected' ? stored.reason : null };
}

/** No answer from the portal (offline, restarting), as opposed to an answer that refused. */
function unreachable(error: unknown): boolean {
  return !(error instanceof DataError) || error.status === 0 || error.status >= 500;
}
