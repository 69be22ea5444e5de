import { Select } from '../../components/ui/select.tsx';
import { LEVELS, monthName, monthSpan, MONTHS, TERMS, type Month } from '@hall/model';
import { requestsText } from '@hall/model/texts/requests';
import { formatHallFeeMonths } from '../../lib/format-date.ts';
import { HALL_FEE_PER_MONTH } from '../../config/site.ts';
import { PaymentFields } from './payment-fields.tsx';
import { PaymentGuide } from './payment-guide.tsx';
import { RequestFormShell } from './request-form-shell.tsx';
import { SelectOptions } from './select-options.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = { month_start: '', month_end: '', lavel: '', term: '', Transaction_id: '', bkash_number: '' };

const isMonth = (value: string): value is Month => (MONTHS as readonly string[]).includes(value);
const monthLabel = (month: string) => (isMonth(month) ? monthName(month) : month);

/**
 * "November 2026 – February 2027: 4 months", so a span that wraps the year reads as meant, with
 * the years the office and the history will show for a fee filed today.
 */
function spanText(start: string, end: string): string | undefined {
  if (!isMonth(start) || !isMonth(end)) return undefined;
  const months = monthSpan(start, end);
  const span = formatHallFeeMonths({ month_start: start, month_end: end, createdAt: new Date().toISOString() });
  return requestsText.monthSpan(span, months);
}

/** The hall fee for the chosen months (HALL_FEE_PER_MONTH each), for the payment guide. */
function hallFeeDue(start: string, end: string): { amount: number | null; detail?: string } {
  if (!isMonth(start) || !isMonth(end)) return { amount: null, detail: requestsText.perMonth(HALL_FEE_PER_MONTH) };
  const months = monthSpan(start, end);
  return {
    amount: months * HALL_FEE_PER_MONTH,
    detail: requestsText.monthsAt(months, HALL_FEE_PER_MONTH),
  };
}

/** /hallfee: a hall fee payment by bKash, for a span of months (it may wrap the year) of one level and term. */
export function HallFeeForm() {
  const form = useRequestForm('hallFees', { initial: EMPTY, conflictField: 'Transaction_id' });
  const endMonth = form.field('month_end');
  return (
    <RequestFormShell title={requestsText.hallFeeTitle} {...form}>
      <div className="stack stack--row">
        <Select label={requestsText.startMonth} required {...form.field('month_start')}>
          <SelectOptions placeholder={requestsText.selectStartMonth} values={MONTHS} label={monthLabel} />
        </Select>
        <Select
          label={requestsText.endMonth}
          required
          {...endMonth}
          helperText={endMonth.helperText ?? spanText(form.values.month_start, form.values.month_end)}
        >
          <SelectOptions placeholder={requestsText.selectEndMonth} values={MONTHS} label={monthLabel} />
        </Select>
      </div>
      <div className="stack stack--row">
        <Select label={requestsText.level} required {...form.field('lavel')}>
          <SelectOptions placeholder={requestsText.selectLevel} values={LEVELS} />
        </Select>
        <Select label={requestsText.term} required {...form.field('term')}>
          <SelectOptions placeholder={requestsText.selectTerm} values={TERMS} />
        </Select>
      </div>
      <PaymentGuide {...hallFeeDue(form.values.month_start, form.values.month_end)} />
      <PaymentFields field={form.field} />
    </RequestFormShell>
  );
}
