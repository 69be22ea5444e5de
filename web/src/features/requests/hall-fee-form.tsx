import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { hallFeeInput, LEVELS, messages, MONTH_LABELS, monthSpan, MONTHS, TERMS, type Month } from '@hall/model';
import { useMyUser } from '../../hooks/use-my-user.ts';
import { useData } from '../../lib/data/context.ts';
import { PaymentFields } from './payment-fields.tsx';
import { RequestFormShell } from './request-form-shell.tsx';
import { nativeSelect, SelectOptions } from './select-options.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = { month_start: '', month_end: '', lavel: '', term: '', Transaction_id: '', bkash_number: '' };

const monthLabel = (month: string) => MONTH_LABELS[month as Month] ?? month;
const isMonth = (value: string): value is Month => (MONTHS as readonly string[]).includes(value);

/** "November to February: 4 months", so a span that wraps the year reads as meant. */
function spanText(start: string, end: string): string | undefined {
  if (!isMonth(start) || !isMonth(end)) return undefined;
  const months = monthSpan(start, end);
  return `${MONTH_LABELS[start]} to ${MONTH_LABELS[end]}: ${months} month${months === 1 ? '' : 's'}`;
}

/** /hallfee: a hall fee payment by bKash, for a span of months (it may wrap the year) of one level and term. */
export function HallFeeForm() {
  const data = useData();
  const identity = useMyUser();
  const form = useRequestForm({
    initial: EMPTY,
    schema: hallFeeInput,
    submit: (input) => data.hallFees.create(input),
    successMessage: messages.forms.hallFeeSubmitted,
    conflictField: 'Transaction_id',
  });
  const endMonth = form.field('month_end');
  return (
    <RequestFormShell title="Hall Fee" identity={identity} {...form}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Start month" select fullWidth slotProps={nativeSelect} {...form.field('month_start')}>
          <SelectOptions placeholder="Select the start month" values={MONTHS} label={monthLabel} />
        </TextField>
        <TextField
          label="End month"
          select
          fullWidth
          slotProps={nativeSelect}
          {...endMonth}
          helperText={endMonth.helperText ?? spanText(form.values.month_start, form.values.month_end)}
        >
          <SelectOptions placeholder="Select the end month" values={MONTHS} label={monthLabel} />
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Level" select fullWidth slotProps={nativeSelect} {...form.field('lavel')}>
          <SelectOptions placeholder="Select your level" values={LEVELS} />
        </TextField>
        <TextField label="Term" select fullWidth slotProps={nativeSelect} {...form.field('term')}>
          <SelectOptions placeholder="Select your term" values={TERMS} />
        </TextField>
      </Stack>
      <PaymentFields field={form.field} />
    </RequestFormShell>
  );
}
