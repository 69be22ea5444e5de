import type { Translation } from '../translation.ts';
import type { roomsText as English } from '../dashboard-rooms.ts';

export const roomsText = {
  searchByRoomOrId: 'রুম বা আইডি দিয়ে খুঁজুন',
  floor: 'তলা',
  allFloors: 'সব তলা',
  hasFreeBeds: 'খালি বেড আছে',
  addRoom: 'রুম যোগ করুন',
  headers: {
    room: 'রুম',
    floor: 'তলা',
    beds: 'বেড',
    free: 'খালি',
    occupants: 'বাসিন্দা',
    nextInLine: 'পরের অপেক্ষমাণ',
    change: 'পরিবর্তন',
  },
  room: (number: string) => `রুম ${number}`,
  nobodyYet: 'এখনো কেউ নেই',
  edit: 'সম্পাদনা',
  editRoom: (number: string) => `রুম ${number} সম্পাদনা করুন`,
  remove: 'সরান',
  removeRoom: (number: string) => `রুম ${number} সরান`,
  free: (shown: string) => `${shown}টি খালি`,
  full: 'পূর্ণ',
  beds: (_count: number, shown: string) => `${shown}টি বেড`,
  editor: {
    newRoom: 'নতুন রুম',
    number: 'রুম নম্বর',
    floorOrBlock: 'তলা বা ব্লক',
    beds: 'বেড',
    notes: 'নোট',
    save: 'সংরক্ষণ করুন',
    cancel: 'বাদ দিন',
  },
  import: {
    title: 'রুমের তালিকা ইমপোর্ট',
    before: 'একটি CSV ফাইল, যার প্রথম লাইন ',
    after: (most: string) =>
      `; প্রতি লাইনে একটি রুম, সর্বোচ্চ ${most}টি। তালিকায় আগে থেকে থাকা রুম বদলে যাবে; কোনো সারি ভুল থাকলে কিছুই ইমপোর্ট হবে না।`,
    file: 'রুমের CSV',
    submit: 'CSV ইমপোর্ট করুন',
    chooseFile: 'আগে রুমের CSV ফাইলটি বেছে নিন।',
    nameColumns: (columns: string) => `CSV-এর প্রথম লাইনে কলামগুলোর নাম থাকতে হবে: ${columns}।`,
    imported: (added: string, changed: string, unchanged: string) =>
      `ইমপোর্ট হয়েছে: ${added}টি যোগ, ${changed}টি বদল, ${unchanged}টি অপরিবর্তিত`,
    refused: 'কিছুই ইমপোর্ট হয়নি। এই সারিগুলো ঠিক করে ফাইলটি আবার ইমপোর্ট করুন:',
  },
} satisfies Translation<typeof English>;
