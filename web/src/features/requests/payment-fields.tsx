import TextField from '../../components/ui/text-field.tsx';
import type { FormField } from './use-request-form.ts';
import { requestsText } from '@hall/model/texts/requests';

/** The bKash payment's two fields, the same on every paid form (tokens, hall fees). */
export function PaymentFields({ field }: { field: (name: 'Transaction_id' | 'bkash_number') => FormField }) {
  return (
    <div className="stack stack--row">
      <TextField label={requestsText.transactionId} required autoComplete="off" {...field('Transaction_id')} />
      <TextField
        label={requestsText.bkashNumber}
        required
        type="tel"
        autoComplete="tel"
        placeholder="01712345678"
        {...field('bkash_number')}
      />
    </div>
  );
}
