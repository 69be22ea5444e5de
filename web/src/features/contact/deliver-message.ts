// A contact message goes two ways: stored through the data port (the office reads it in the portal)
// and, when EmailJS is configured, e-mailed. It counts as sent when either way delivered it.
import type { ContactMessageInput } from '@hall/model';
import type { DataPort } from '../../lib/data/port.ts';
import { sendWithEmailJs, type EmailJsKeys } from './send-email.ts';

export type Delivery = { delivered: true } | { delivered: false; error: unknown };

export async function deliverMessage(
  data: Pick<DataPort, 'contactMessages'>,
  emailjs: EmailJsKeys | null,
  message: ContactMessageInput,
  send: typeof sendWithEmailJs = sendWithEmailJs,
): Promise<Delivery> {
  const [stored, mailed] = await Promise.allSettled([
    data.contactMessages.create(message),
    emailjs ? send(emailjs, message) : Promise.resolve(null),
  ]);
  // The spec logs failures only; the form itself says so when nothing got through.
  if (stored.status === 'rejected') console.warn('The contact message could not be stored:', stored.reason);
  if (mailed.status === 'rejected') console.warn('EmailJS could not send the contact message:', mailed.reason);
  const storedOk = stored.status === 'fulfilled' && Boolean(stored.value?.insertedId);
  const mailedOk = emailjs !== null && mailed.status === 'fulfilled';
  if (storedOk || mailedOk) return { delivered: true };
  return { delivered: false, error: stored.status === 'rejected' ? stored.reason : null };
}
