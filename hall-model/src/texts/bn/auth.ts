import type { authText as English } from '../auth.ts';
import type { Translation } from '../translation.ts';

export const authText = {
  login: 'লগইন',
  signUp: 'সাইন আপ',
  signUpForm: 'সাইন আপ',
  name: 'নাম',
  email: 'ইমেইল',
  studentId: 'স্টুডেন্ট আইডি',
  password: 'পাসওয়ার্ড',
  emailHelper: 'আপনার CUET শিক্ষার্থী ইমেইল',
  forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন',
  or: 'অথবা',
  newHere: 'হল পোর্টালে নতুন?',
  haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
  loginToContinue: 'চালিয়ে যেতে লগইন করুন',
  resetAskEmail: 'ওপরে আপনার ইমেইল ঠিকানা লিখুন, তারপর আবার "পাসওয়ার্ড ভুলে গেছেন" চাপুন।',
  resetBadEmail: 'এটি ইমেইল ঠিকানার মতো দেখাচ্ছে না। ওপরে ঠিকানাটি দেখে নিন, তারপর আবার "পাসওয়ার্ড ভুলে গেছেন" চাপুন।',
  resetSent: (email: string) =>
    `${email} ঠিকানায় কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড রিসেটের একটি ইমেইল পাঠানো হচ্ছে। ইমেইলের লিংকে গিয়ে নতুন পাসওয়ার্ড দিন, তারপর সেটি দিয়ে লগইন করুন।`,
  resetFailed: 'পাসওয়ার্ড রিসেটের ইমেইল পাঠানো যায়নি। ঠিকানাটি দেখে আবার চেষ্টা করুন।',
  ruleMet: ' (পূরণ হয়েছে)',
  show: 'দেখান',
  hide: 'লুকান',
  showCharacters: 'অক্ষরগুলো দেখান',
  hideCharacters: 'অক্ষরগুলো লুকান',
  continueWithGoogle: 'Google দিয়ে চালিয়ে যান',
  googleFailed: 'Google দিয়ে লগইন সম্পন্ন হয়নি। আবার চেষ্টা করুন।',
  googleDialogTitle: 'Google অ্যাকাউন্ট দিয়ে লগইন',
  googleDialogText:
    'এই পোর্টালটি লোকাল টেস্ট ব্যাক এন্ডে চলছে, তাই এখানে Google-এর লগইন উইন্ডো খোলে না। যে Google অ্যাকাউন্ট দিয়ে লগইন করবেন, সেটি লিখুন।',
  googleEmail: 'Google অ্যাকাউন্টের ইমেইল',
  googleName: 'অ্যাকাউন্টের নাম',
  cancel: 'ফিরে যান',
  continue: 'চালিয়ে যান',
} satisfies Translation<typeof English>;
