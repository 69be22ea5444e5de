import { addDays, dayLabel, MEAL_SWITCH_CUTOFF, servedTime } from '../dining.ts';

/** What the counter and the meal calendar say (the API's refusals use the same words). */
export const diningMessages = {
  alreadyServed: (servedAt: string) => `Already served at ${servedTime(servedAt)}`,
  mealOff: 'Meal switched off for today',
  noSitting: 'No meal is being served now.',
  notValidToday: 'This token is not valid today.',
  served: 'Served',
  dayLocked: (day: string) =>
    `Meals for ${dayLabel(day)} can no longer be switched: the cutoff was ${MEAL_SWITCH_CUTOFF.time} on ${dayLabel(addDays(day, -MEAL_SWITCH_CUTOFF.daysBefore))}.`,
  dayOutsideToken: 'That day is not one of this token’s days.',
  tokenNotApproved: 'Meals can be switched only on an approved token.',
  staffNotAllowed: 'Dining staff must use an office address, not a student’s own or the administrator’s.',
};
