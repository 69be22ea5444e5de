import { NOTICE_MAX_BYTES } from '../../constants.ts';
import type { apiMessages as English } from '../api-messages.ts';
import type { Translation } from '../translation.ts';
import { locale } from './locale.ts';

export const apiMessages = {
  unauthenticated: 'আবার লগইন করুন।',
  forbidden: 'এটি করার অনুমতি আপনার নেই।',
  notFound: 'এটি খুঁজে পাওয়া যায়নি।',
  transactionIdUsed: 'এই বিকাশ ট্রানজ্যাকশন আইডি আগেই ব্যবহার করা হয়েছে।',
  userExists: 'আপনার প্রোফাইল আগে থেকেই আছে।',
  tooManyRequests: 'অনেক বেশি অনুরোধ এসেছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  invalidBody: 'কিছু ঘরের তথ্য সঠিক নয়।',
  notPdf: 'শুধু PDF ফাইল আপলোড করা যায়।',
  fileTooLarge: `ফাইলটি অনেক বড়। সর্বোচ্চ ${(NOTICE_MAX_BYTES / (1024 * 1024)).toLocaleString(locale.numbers)} MB পর্যন্ত আপলোড করা যায়।`,
  internal: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  invalidJson: 'অনুরোধটি পড়া যায়নি।',
  payloadTooLarge: 'অনুরোধটি অনেক বড়।',
  unavailable: 'পোর্টালটি আবার চালু হচ্ছে। একটু পরে আবার চেষ্টা করুন।',
  oneFileOnly: 'একবারে একটি PDF ফাইল আপলোড করুন।',
  noProfile: 'আপনার শিক্ষার্থী রেকর্ড পাওয়া যায়নি। আবার সাইন আপ করুন অথবা হল অফিসে যোগাযোগ করুন।',
  emailUnverified: 'আগে আপনার ইমেইল ঠিকানা যাচাই করুন: আমাদের পাঠানো লিংকটি খুলুন, তারপর আবার চেষ্টা করুন।',
  studentIdMismatch: 'আপনার স্টুডেন্ট আইডি হবে আপনার CUET ইমেইল ঠিকানার নম্বরটি (u1904001@… হলে 1904001)।',
  tokenNotApproved: 'PDF যুক্ত করার আগে টোকেনের আবেদনটি অনুমোদন করুন।',
  alreadyDecided: 'এই আবেদনটি আগেই অনুমোদন বা বাতিল করা হয়েছে।',
  unreadableUpload: 'আপলোডটি পুরোপুরি পৌঁছায়নি। আবার চেষ্টা করুন।',
  headersTooLarge: 'অনুরোধের হেডার অনেক বড়।',
  badPath: 'এই ঠিকানাটি সঠিক নয়।',
  unsupportedEncoding: 'অনুরোধটি এমনভাবে সংকুচিত করা হয়েছে যা পোর্টাল পড়তে পারে না।',
  badRequest: 'অনুরোধটি পড়া যায়নি।',
  unreachable: 'পোর্টালে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
} satisfies Translation<typeof English>;
