import { Alert } from '../../components/ui/alert.tsx';
import { HALL_BKASH_NUMBER } from '../../config/site.ts';

const taka = (amount: number) => `${amount.toLocaleString('en')} Tk`;

/**
 * What to pay and where, shown before the transaction id is asked for: the amount (once the
 * student's choices fix it) and the hall's bKash number, both from the hall content module.
 */
export function PaymentGuide({ amount, detail }: { amount: number | null; detail?: string }) {
  return (
    <Alert severity="info" role="note" aria-label="How to pay" title="How to pay">
      <ol className="payment-guide__steps">
        <li>
          Send {amount === null ? 'the amount' : <strong>{taka(amount)}</strong>}
          {detail ? ` (${detail})` : ''} with bKash to the hall&apos;s number <strong>{HALL_BKASH_NUMBER}</strong>.
        </li>
        <li>bKash sends you a transaction ID: enter it below, with the number you paid from.</li>
      </ol>
    </Alert>
  );
}
