import type { messages as English, limitMessages as EnglishLimits } from '../messages.ts';
import type { Translation } from '../translation.ts';
import { apiMessages } from './api-messages.ts';
import { locale } from './locale.ts';

export const messages = {
  signUp: {
    passwordTooShort: 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে',
    passwordNeedsUppercase: 'পাসওয়ার্ডে অন্তত একটি বড় হাতের অক্ষর থাকতে হবে',
    studentEmailRequired: 'CUET-এর শিক্ষার্থী ইমেইল ব্যবহার করতে হবে।',
    passwordNeedsSpecial: 'পাসওয়ার্ডে অন্তত একটি বিশেষ চিহ্ন থাকতে হবে',
    emailInUse: 'এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে।',
    userCreated: 'অ্যাকাউন্ট সফলভাবে তৈরি হয়েছে',
    studentAddressRequired:
      'আপনার নিজের CUET শিক্ষার্থী ঠিকানা ব্যবহার করুন: u আর আপনার ৭ অঙ্কের স্টুডেন্ট আইডি, যেমন u1904001@student.cuet.ac.bd।',
  },
  login: {
    failed: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়। আবার চেষ্টা করুন।',
    success: 'সফলভাবে লগইন হয়েছে',
  },
  logout: {
    success: 'সফলভাবে লগআউট হয়েছে',
  },
  forms: {
    loading: 'লোড হচ্ছে…',
    userNotFound: 'ত্রুটি: ব্যবহারকারী পাওয়া যায়নি।',
    tokenSubmitted: 'মিল টোকেন কেনা সফল হয়েছে',
    hallFeeSubmitted: 'হল ফি সফলভাবে জমা হয়েছে',
    complaintSubmitted: 'আপনার অভিযোগ সফলভাবে জমা হয়েছে',
    roomApplicationSubmitted: 'আপনার আবেদন সফলভাবে জমা হয়েছে',
  },
  deleteDialog: {
    title: 'আপনি কি নিশ্চিত?',
    text: 'এটি আর ফিরিয়ে আনা যাবে না!',
    confirm: 'হ্যাঁ, মুছে ফেলুন!',
    doneTitle: 'মুছে ফেলা হয়েছে!',
    doneText: 'সফলভাবে মুছে ফেলা হয়েছে।',
  },
  complaintDelete: {
    confirm: 'আপনি কি সত্যিই এটি মুছে ফেলতে চান?',
    done: 'সফলভাবে মুছে ফেলা হয়েছে',
  },
  notice: {
    missingFields: 'সবগুলো ঘর পূরণ করুন',
    uploaded: 'PDF সফলভাবে আপলোড হয়েছে',
    failed: 'PDF আপলোড করা যায়নি',
  },
  contact: {
    sent: 'সফলভাবে জমা হয়েছে',
  },
  verify: {
    required: 'আগে আপনার ইমেইল ঠিকানা যাচাই করুন: আমাদের পাঠানো লিংকটি খুলুন, তারপর আবার চেষ্টা করুন।',
    resend: 'লিংকটি আবার পাঠান',
    sent: 'যাচাইয়ের নতুন একটি লিংক আপনার ইমেইলে পাঠানো হচ্ছে।',
    sendFailed: 'যাচাইয়ের লিংক পাঠানো যায়নি। একটু পরে আবার চেষ্টা করুন।',
    localLink: 'শুধু লোকাল পোর্টালে (এখানে কোনো ইমেইল পাঠানো হয় না): আপনার যাচাইয়ের লিংকটি খুলুন',
  },
  validation: {
    required: 'এই ঘরটি পূরণ করতে হবে।',
    notText: 'এই ঘরে লেখা দিতে হবে।',
    notAnObject: 'ঘরগুলো একটি JSON অবজেক্ট হিসেবে পাঠান।',
    unknownField: 'অজানা ঘর।',
    chooseOption: 'অপশনগুলোর একটি বেছে নিন।',
    invalidEmail: 'সঠিক একটি ইমেইল ঠিকানা লিখুন।',
    studentId: 'শুধু অক্ষর, সংখ্যা আর হাইফেন ব্যবহার করুন।',
    room: 'শুধু অক্ষর, সংখ্যা, স্পেস এবং - / . ব্যবহার করুন, শুরুতে অক্ষর বা সংখ্যা থাকবে (যেমন 313 North, B-12, 4/7)।',
    isoDate: 'সঠিক তারিখ লিখুন, YYYY-MM-DD আকারে।',
    dateOutOfRange: '2000-01-01 থেকে 2099-12-31-এর মধ্যে একটি তারিখ লিখুন।',
    bkashNumber: '01 দিয়ে শুরু হওয়া ১১ অঙ্কের বিকাশ নম্বর লিখুন, যেমন 01712345678 (+880, স্পেস বা ড্যাশ থাকলেও চলবে)।',
    phone: '01 দিয়ে শুরু হওয়া ১১ অঙ্কের মোবাইল নম্বর লিখুন, অথবা ঘরটি খালি রাখুন।',
    transactionIdCharacters: 'শুধু অক্ষর আর সংখ্যা ব্যবহার করুন (স্পেস বাদ দেওয়া হয়)।',
    transactionIdLength: 'বিকাশ ট্রানজ্যাকশন আইডিতে ৬ থেকে ৩০টি অক্ষর ও সংখ্যা থাকে।',
    endDateBeforeStart: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না।',
    approvedOnly: "স্ট্যাটাস শুধু 'confirm' বা কারণসহ 'rejected' করা যায়।",
    notPageCursor: 'তালিকার এই পেজটি চেনা যায়নি।',
  },
  api: apiMessages,
} satisfies Translation<typeof English>;

export const limitMessages = {
  tooLong: (max: number) => `সর্বোচ্চ ${Number(max).toLocaleString(locale.numbers)} অক্ষর ব্যবহার করুন।`,
} satisfies Translation<typeof EnglishLimits>;
