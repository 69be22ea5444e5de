import { useState, type FormEvent } from 'react';
import { APPROVED_STATUS, type TransactionLookup } from '@hall/model';
import { useData } from '../../../lib/data/context.ts';
import { DataError } from '../../../lib/data/port.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { problemText } from '../../../lib/data/query.ts';
import './transaction-search.css';
import { Button } from '../../../components/ui/button.tsx';
import { transactionSearchText as text } from '@hall/model/texts/dashboard-lists';

type Outcome =
  | { kind: 'idle' | 'searching' }
  | { kind: 'found'; lookup: TransactionLookup }
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

const REQUEST_NAMES = { tokenPurchases: text.mealToken, hallFees: text.hallFee } as const;

const when = (iso: string | null) => (iso ? formatDate(iso) : text.notRecorded);

/**
 * The admin's search by bKash transaction id (issue 11): which request holds the id, whose it is
 * and since when. A squatted id shows who squatted it; clearing that request (if unapproved)
 * releases it. It sits under the sidebar's sections, so it is at hand on every dashboard page
 * (issue 35), and its answer stays while the office moves between lists.
 */
export function TransactionSearch() {
  const data = useData();
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: 'searching' });
    try {
      const lookup = await data.transactions.find(typed);
      setOutcome(lookup ? { kind: 'found', lookup } : { kind: 'none' });
    } catch (error) {
      const fieldMessage = error instanceof DataError && error.status === 400 ? error.fields?.transactionId : undefined;
      setOutcome(
        fieldMessage ? { kind: 'invalid', message: fieldMessage } : { kind: 'failed', message: problemText(error) },
      );
    }
  };

  return (
    <section className="transaction-search" aria-labelledby="transaction-search-title">
      <h2 id="transaction-search-title">{text.title}</h2>
      {/* This sits in the dashboard's sidebar, shown before any list loads. */}
      <form className="transaction-search__form" onSubmit={(event) => void search(event)}>
        <label className="transaction-search__field">
          <span>{text.field}</span>
          <input
            value={typed}
            required
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={outcome.kind === 'invalid'}
            aria-describedby={outcome.kind === 'invalid' ? 'transaction-search-problem' : undefined}
          />
        </label>
        <Button type="submit" disabled={outcome.kind === 'searching'}>
          {text.search}
        </Button>
      </form>
      {outcome.kind === 'invalid' && (
        <p id="transaction-search-problem" className="transaction-search__error">
          {outcome.message}
        </p>
      )}
      <div role="status" className="transaction-search__result">
        {outcome.kind === 'searching' && <p>{text.searching}</p>}
        {outcome.kind === 'none' && <p>{text.none}</p>}
        {outcome.kind === 'failed' && <p className="transaction-search__error">{outcome.message}</p>}
        {outcome.kind === 'found' && <ClaimDetails lookup={outcome.lookup} />}
      </div>
    </section>
  );
}

function ClaimDetails({ lookup }: { lookup: TransactionLookup }) {
  const { record } = lookup;
  return (
    <dl className="transaction-search__claim" aria-label={text.ofId(lookup.transactionId)}>
      <dt>{text.transactionId}</dt>
      <dd>{lookup.transactionId}</dd>
      <dt>{text.request}</dt>
      <dd>
        {REQUEST_NAMES[lookup.collection]}
        {record ? (record.status === APPROVED_STATUS ? text.approved : text.pending) : ''}
      </dd>
      <dt>{text.usedBy}</dt>
      <dd>{record ? text.usedByWhom(record.name, record.id, record.email) : text.cleared}</dd>
      <dt>{text.usedOn}</dt>
      <dd>{when(lookup.claimedAt)}</dd>
      <dt>{text.requestId}</dt>
      <dd>{lookup.recordId}</dd>
    </dl>
  );
}
