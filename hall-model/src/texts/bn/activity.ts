import type { activityLabels as English } from '../activity.ts';
import type { Translation } from '../translation.ts';

export const activityLabels = {
  approve: 'অনুমোদিত',
  reject: 'বাতিল',
  allocate: 'রুম বরাদ্দ',
  clear: 'মুছে ফেলা',
  notice_upload: 'নোটিশ আপলোড',
  notice_delete: 'নোটিশ মুছে ফেলা',
  pdf_attached: 'PDF যুক্ত করা',
  transaction_released: 'ট্রানজ্যাকশন আইডি ছেড়ে দেওয়া',
  profile_removed: 'প্রোফাইল সরানো',
  staff_added: 'ডাইনিং স্টাফ যোগ',
  staff_removed: 'ডাইনিং স্টাফ সরানো',
  room_added: 'রুম যোগ',
  room_changed: 'রুম বদল',
  room_removed: 'রুম সরানো',
  room_released: 'রুম খালি করা',
} satisfies Translation<typeof English>;
