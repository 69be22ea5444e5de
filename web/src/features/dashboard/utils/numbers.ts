// Numbers the office reads, in the build's digits (decision 036): '1,200' in English, '১,২০০' in Bangla.
import { locale } from '@hall/model/texts/locale';

/** With thousands marks: 1200 → '1,200'. */
export const count = (value: number): string => value.toLocaleString(locale.numbers);

/** Without thousands marks, as a total or a row's number has always been written: 1200 → '1200'. */
export const plainNumber = (value: number): string => value.toLocaleString(locale.numbers, { useGrouping: false });
