import { Fragment } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { HALL_BKASH_NUMBER } from '../../config/site.ts';
import { requestsText } from '@hall/model/texts/requests';

// Where the amount and the hall's number stand in the first step (the languages order words differently).
const AMOUNT = '\u{E000}';
const HALL_NUMBER = '\u{E001}';

/**
 * What to pay and where, shown before the transaction id is asked for: the amount (once the
 * student's choices fix it) and the hall's bKash number, both from the hall content module.
 */
export function PaymentGuide({ amount, detail }: { amount: number | null; detail?: string }) {
  const firstStep = requestsText.payStep(AMOUNT, HALL_NUMBER).split(/(\u{E000}|\u{E001})/u);
  return (
    <Alert severity="info" role="note" aria-label={requestsText.howToPay} title={requestsText.howToPay}>
      <ol className="payment-guide__steps">
        <li>
          {firstStep.map((part, index) =>
            part === AMOUNT ? (
              <Fragment key={index}>
                {amount === null ? requestsText.theAmount : <strong>{requestsText.taka(amount)}</strong>}
                {detail ? ` (${detail})` : ''}
              </Fragment>
            ) : part === HALL_NUMBER ? (
              <strong key={index}>{HALL_BKASH_NUMBER}</strong>
            ) : (
              part
            ),
          )}
        </li>
        <li>{requestsText.payStepTwo}</li>
      </ol>
    </Alert>
  );
}
