import type { AllotVerdict } from '../../room-allotting.ts';
import type { RoomOccupant, WaitingGroup } from '../../rooms.ts';
import type { roomMessages as English } from '../rooms.ts';
import type { Translation } from '../translation.ts';
import { locale } from './locale.ts';

// Number(): the SPA may rebuild a text from an API error, whose counts it reads as text (bn/api-errors.ts).
const count = (value: number) => Number(value).toLocaleString(locale.numbers);

function occupantList(occupants: readonly RoomOccupant[]): string {
  return occupants.map((occupant) => `${occupant.studentId} (${occupant.name})`).join(', ');
}

export const roomMessages = {
  unknownRoom: (typed: string) => `হলের রুমের তালিকায় "${typed}" নামে কোনো রুম নেই।`,
  alreadyHoused: ({ homes }: Extract<AllotVerdict, { code: 'already_housed' }>) =>
    `${homes.map((home) => `${home.studentId} এখন রুম ${home.room}-এ থাকেন`).join(', ')}: ` +
    `আগে ${homes.length === 1 ? 'সেই বরাদ্দটি' : 'সেই বরাদ্দগুলো'} তুলে দিন ` +
    '(রুম বদল মানে পুরোনো বরাদ্দ তুলে দেওয়ার পর নতুন বরাদ্দ)।',
  roomFull: (verdict: Extract<AllotVerdict, { code: 'room_full' }>) =>
    `রুম ${verdict.room.number}-এ ${count(verdict.free)}টি বেড খালি, কিন্তু এই দলের লাগবে ${count(verdict.needed)}টি` +
    (verdict.occupants.length > 0 ? `: সেখানে থাকেন ${occupantList(verdict.occupants)}।` : '।'),
  roommatesPending: (accepted: number, named: number) =>
    `${count(named)} জনের মধ্যে ${count(accepted)} জন রাজি হয়েছেন: নাম দেওয়া সবাই রাজি হলে তবেই দলকে রুম বরাদ্দ দেওয়া হয় (অথবা শুধু আবেদনকারীকে বরাদ্দ দিন)।`,
  acceptedCount: (accepted: number, named: number) => `${count(named)} জনের মধ্যে ${count(accepted)} জন রাজি`,
  notRegistered: (id: string) => `${id} আইডির কোনো নিবন্ধিত শিক্ষার্থী নেই।`,
  inAnotherGroup: (id: string) => `${id} আগেই অপেক্ষমাণ আরেকটি রুম বরাদ্দের আবেদনে আছেন।`,
  youAreInAnotherGroup: 'আপনি আগেই অপেক্ষমাণ আরেকটি রুম বরাদ্দের আবেদনে আছেন।',
  notInvited: 'এই আবেদনে আপনার নাম নেই।',
  notPending: 'এই আবেদনের সিদ্ধান্ত আগেই হয়ে গেছে।',
  bedsBelowOccupants: (room: string, living: number) =>
    `রুম ${room}-এ ${count(living)} জন থাকেন: বেডের সংখ্যা এর চেয়ে কম করা যাবে না।`,
  roomOccupied: (room: string, occupants: readonly RoomOccupant[]) =>
    `রুম ${room}-এ থাকেন ${occupantList(occupants)}: আগে তাঁদের বরাদ্দ তুলে দিন।`,
  nextFor: (room: string, group: WaitingGroup, appliedOn: string) =>
    `রুম ${room}-এর পরের দল: ${group.applicantId}-এর দল, আবেদন ${appliedOn}`,
  offered: (room: string) => `আপনার বেছে নেওয়া রুম ${room}-এ একটি বেড খালি হয়েছে: এরপর অফিস সিদ্ধান্ত নেবে।`,
  allotted: (room: string) => `আপনাকে রুম ${room} বরাদ্দ দেওয়া হয়েছে।`,
  invited: (applicantId: string) =>
    `${applicantId} একটি রুম বরাদ্দের আবেদনে আপনার নাম দিয়েছেন: প্রোফাইলে গিয়ে গ্রহণ করুন বা ফিরিয়ে দিন।`,
} satisfies Translation<typeof English>;
