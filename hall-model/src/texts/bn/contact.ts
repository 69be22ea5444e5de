import type { contactText as English } from '../contact.ts';
import type { Translation } from '../translation.ts';

export const contactText = {
  title: 'যোগাযোগ',
  name: 'নাম',
  email: 'ইমেইল',
  message: 'বার্তা',
  send: 'পাঠান',
  sending: 'পাঠানো হচ্ছে…',
  notSent: 'আপনার বার্তা পাঠানো যায়নি। আবার চেষ্টা করুন।',
} satisfies Translation<typeof English>;
