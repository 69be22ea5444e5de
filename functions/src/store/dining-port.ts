// The store port's dining part (issue 30, decision 033), re-exported by port.ts.
import type { DayCounts, DayListEntry, DiningStaffMember, MealSwitch, Serving, SittingKey } from '@hall/model';
import type { Audit } from './port.ts';

/**
 * The dining hall's records (issue 30, decision 033). The API checks who may act and when (the
 * sitting, the cutoff: hall-model dining.ts); the store keeps the records and makes a serving
 * once per token, day and sitting atomically.
 */
export interface DiningRepository {
  staff: DiningStaffRepository;
  /** The token's days switched off now, in calendar order. */
  offDays(tokenId: string): Promise<string[]>;
  /** Every switch of the token, newest first. */
  switches(tokenId: string): Promise<MealSwitch[]>;
  /**
   * Sets the day off or back on and appends the switch to the token's history, in one
   * transaction. `modified` false (and nothing appended) when the day already was so.
   * `ownerEmail`: the token's owner (lowercased), kept beside the switch.
   */
  switchDay(change: MealSwitch, ownerEmail: string): Promise<{ modified: boolean }>;
  /**
   * Stores the serving unless one exists for its token, day and sitting: then answers that one
   * (`served` false). Of concurrent serves of one token and sitting exactly one stores.
   */
  serve(serving: Serving): Promise<{ served: boolean; serving: Serving }>;
  /** The serving of the token for that day and sitting, or null. */
  serving(tokenId: string, day: string, sitting: SittingKey): Promise<Serving | null>;
  /** The kitchen's count of the day: equal to hall-model countDay over the stored records. */
  counts(day: string): Promise<DayCounts>;
  /** Every approved token covering the day, by student id, with its switch and servings. */
  dayList(day: string): Promise<DayListEntry[]>;
}

export interface DiningStaffRepository {
  /** Every staff member, by e-mail. */
  list(): Promise<DiningStaffMember[]>;
  has(email: string): Promise<boolean>;
  /**
   * False (nothing changed) when the address is already listed. Audited: the entry (collection
   * diningStaff, the address as record and in `changes.email`) is written with the change.
   */
  add(member: DiningStaffMember, audit?: Audit): Promise<boolean>;
  /** False when the address was not listed; audited as `add` is. */
  remove(email: string, audit?: Audit): Promise<boolean>;
}
