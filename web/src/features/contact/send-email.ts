import type { ContactMessageInput } from '@hall/model';
import type { Env } from '../../config/env.ts';

export type EmailJsKeys = NonNullable<Env['emailjs']>;

/** Sends the message through EmailJS (the spec's e-mail service); its SDK loads only here. */
export async function sendWithEmailJs(keys: EmailJsKeys, message: ContactMessageInput): Promise<void> {
  const { send } = await import('@emailjs/browser');
  await send(keys.serviceId, keys.templateId, { ...message }, { publicKey: keys.publicKey });
}
