/** How dates join in a sentence. */
export const dateText = {
  /** A token's days: '1 June 2024 to 30 June 2024'. */
  period: (start: string, end: string) => `${start} to ${end}`,
};
