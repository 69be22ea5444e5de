import { useCallback, useMemo } from 'react';
import type { ListFilter } from '../../../lib/data/port.ts';
import type { ItemOf } from '../../../lib/data/queries.ts';
import { useRequestList } from '../api/use-request-list.ts';
import { reliedOnText } from '../utils/confirm-delete.ts';
import { RecordList, type Column } from './record-list.tsx';
import { ClearButton, StatusCell, statusText } from './request-cells.tsx';
import { requestText } from '@hall/model/texts/dashboard';

type PaidKind = 'tokenPurchases' | 'hallFees';

const NOUNS = { tokenPurchases: 'token', hallFees: 'hall fee' } as const;
/** How the Undo toast names the request: 'the token of 2104321'. */
const NAMED = { tokenPurchases: requestText.theToken, hallFees: requestText.theHallFee };

/**
 * A list of paid requests (meal tokens, hall fees): the kind's own columns, then the spec's Status
 * (Pending approves after the Undo window; Reject asks the reason) and Clear.
 */
export function PaidRequests<K extends PaidKind>({
  kind,
  columns: ownColumns,
  fixed,
  title,
  exportName,
}: {
  kind: K;
  columns: Column<ItemOf<K>>[];
  fixed?: ListFilter;
  title: string;
  exportName: string;
}) {
  const { paged, busy, approve, reject, clear } = useRequestList(kind, fixed);
  const noun = NOUNS[kind];
  const approveOne = useCallback(
    (id: string, studentId: string) => void approve(id, (data) => data[kind].approve(id), NAMED[kind](studentId)),
    [approve, kind],
  );
  const rejectOne = useCallback(
    (id: string) => void reject(id, (data, reason) => data[kind].reject(id, reason)),
    [reject, kind],
  );

  const columns = useMemo<Column<ItemOf<K>>[]>(
    () => [
      ...ownColumns,
      {
        header: requestText.status,
        action: true,
        cell: (r) => <StatusCell record={r} busy={busy.has(r._id)} onApprove={approveOne} onReject={rejectOne} />,
        csv: statusText,
      },
      {
        header: requestText.clearHeader,
        action: true,
        cell: (r) => (
          <ClearButton
            busy={busy.has(r._id)}
            onClear={() => void clear(r._id, (data) => data[kind].remove(r._id), reliedOnText(r, noun))}
          />
        ),
      },
    ],
    [ownColumns, busy, approveOne, rejectOne, clear, kind, noun],
  );

  return <RecordList title={title} paged={paged} columns={columns} exportName={exportName} />;
}
