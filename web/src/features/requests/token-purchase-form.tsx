import type { ChangeEvent } from 'react';
import TextField from '../../components/ui/text-field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TOKEN_AMOUNTS, TOKEN_PACKAGES } from '@hall/model';
import { requestsText } from '@hall/model/texts/requests';
import { packageFill } from './package-fill.ts';
import { PaymentGuide } from './payment-guide.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { RequestFormShell } from './request-form-shell.tsx';
import { SelectOptions } from './select-options.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = { Start_date: '', End_date: '', package1: '', amount: '', Transaction_id: '', bkash_number: '' };

/** /token_purches: a meal-token purchase paid by bKash. */
export function TokenPurchaseForm() {
  const form = useRequestForm('tokenPurchases', { initial: EMPTY, conflictField: 'Transaction_id' });
  // A package or a start date fills in the amount and the end date (package-fill.ts).
  const filling = (name: 'Start_date' | 'package1') => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => (
        props.onChange(event),
        form.set(packageFill(form.values, { ...form.values, [name]: event.target.value }))
      ),
    };
  };
  return (
    <RequestFormShell title={requestsText.tokenTitle} {...form}>
      <div className="stack stack--row">
        <TextField label={requestsText.startDate} type="date" required {...filling('Start_date')} />
        <TextField label={requestsText.endDate} type="date" required {...form.field('End_date')} />
      </div>
      <div className="stack stack--row">
        <Select label={requestsText.package} required {...filling('package1')}>
          <SelectOptions
            placeholder={requestsText.selectPackage}
            values={TOKEN_PACKAGES}
            label={requestsText.packageDays}
          />
        </Select>
        <Select label={requestsText.amount} required {...form.field('amount')}>
          <SelectOptions placeholder={requestsText.selectAmount} values={TOKEN_AMOUNTS} label={requestsText.amountTk} />
        </Select>
      </div>
      <PaymentGuide amount={form.values.amount ? Number(form.values.amount) : null} />
      <PaymentFields field={form.field} />
    </RequestFormShell>
  );
}
