// The hall's own content on the home page (issue 33): another hall adopts the portal by editing
// this module and its Bangla twin, and the image files under web/public/images/ (web/src/config/
// site.ts pairs each text below with its image, in this order). Names are samples.
import { layoutText } from './layout.ts';

const provost = 'Dr. Md. Abdur Rahman';

export const siteText = {
  aboutTitle: 'About the hall',
  about: [
    `${layoutText.hall} is one of the residential halls of ${layoutText.university}. It is home to undergraduate students of every department, with reading rooms, a dining hall, a common room, a prayer room and playing grounds within a short walk of the academic buildings.`,
    'The hall office looks after seat allotment, meal tokens and hall fees, and hears every complaint. This portal lets residents do all of that from their phones, and keeps the notices of the hall in one place.',
  ],
  provost,
  provostTitle: 'Provost',
  provostAlt: 'Portrait of the hall provost',
  provostMessage: [
    'Welcome to our hall. A hall is more than a place to sleep between classes: it is where friendships, discipline and a sense of responsibility for one another are built.',
    'I ask every resident to keep the hall clean and peaceful, to respect the rules of the dining and the reading rooms, and to bring any problem to the hall office early. Our doors are open.',
  ],
  /** The roles of spec section 3, in the order the cards show them. */
  contacts: [
    { role: 'Assistant Provost', name: 'Dr. Farhana Akter' },
    { role: 'Care Taker', name: 'Md. Kamal Hossain' },
    { role: 'Hall Provost', name: provost },
    { role: 'Electrician', name: 'Md. Jamal Uddin' },
  ],
  /** The achievements gallery's captions, gallery-01 to gallery-15: each describes its own picture. */
  gallery: [
    'Inter-hall football champions',
    'Best hall award certificate',
    'Reading club, books donated',
    'Gold medal, national programming contest',
    'Robotics club prize',
    'Cricket tournament runners-up',
    'Research paper award',
    'Hall magazine, first issue',
    'Athletics meet, 100 m gold',
    'Line-following robot, first place',
    'Quiz competition champions',
    'Cultural week certificate',
    'Essay competition, book prize',
    'Volunteer service medal',
    'Robot soccer champions',
  ],
};
