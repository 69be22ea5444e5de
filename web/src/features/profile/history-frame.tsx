import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType, type ReactNode } from 'react';
import { APPROVED_STATUS, messages, REJECTED_STATUS } from '@hall/model';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { PagedGroup } from '../../lib/data/queries.ts';
import { useMyList, type ItemOf, type ListState } from './use-my-list.ts';

/** A history page: heading, total, then one card per submission in the list's order (newest filed first: use-my-list.ts). */
export function HistoryFrame<T extends { createdAt: string }>(props: {
  title: string;
  state: ListState<T>;
  empty: string;
  renderItem: (item: T) => ReactNode;
  /** Appends the next page of a long history. */
  loadMore?: () => Promise<void>;
}) {
  const { title, state, empty, renderItem, loadMore } = props;
  const [loadingMore, setLoadingMore] = useState(false);
  usePageTitle(title);
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h5" component="h1" color="primary.dark">
        {title}
      </Typography>
      {state.status === 'loading' ? <Typography role="status">{messages.forms.loading}</Typography> : null}
      {state.status === 'error' ? <Alert severity="error">{`Error: ${state.message}`}</Alert> : null}
      {state.status === 'ready' ? (
        <>
          <Typography fontWeight={600}>Total: {state.total}</Typography>
          {state.items.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.items.map(renderItem)}
          </Stack>
          {state.more && loadMore ? (
            <Button
              variant="outlined"
              disabled={loadingMore}
              sx={{ alignSelf: 'center' }}
              onClick={() => {
                setLoadingMore(true);
                void loadMore().finally(() => setLoadingMore(false));
              }}
            >
              Load more
            </Button>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** Label/value rows: a history card's, the profile's. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="history__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One submission in a history: its label/value rows, then what follows them (status, actions). */
export function HistoryCard({
  label,
  rows,
  children,
}: {
  label?: string;
  rows: Array<[string, ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={label}>
      <Stack spacing={1.5}>
        <Facts rows={rows} />
        {children}
      </Stack>
    </Paper>
  );
}

/** Approved or Pending (the spec's), or Rejected with the office's reason (decision 031). */
export function StatusChip({ record }: { record: { status?: string; rejectReason?: string } }) {
  if (record.status === REJECTED_STATUS) {
    return (
      <Stack spacing={0.5} alignItems="flex-start">
        <Chip label="Rejected" color="error" sx={{ alignSelf: 'flex-start' }} />
        <Typography variant="body2">Reason: {record.rejectReason}</Typography>
      </Stack>
    );
  }
  return record.status === APPROVED_STATUS ? (
    <Chip label="Approved" color="success" sx={{ alignSelf: 'flex-start' }} />
  ) : (
    <Chip label="Pending" color="warning" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
  );
}

/** The signed-in student's history of one kind: `Item` draws one submission. */
export function MyHistory<G extends PagedGroup>(props: {
  group: G;
  title: string;
  empty: string;
  Item: ComponentType<{ item: ItemOf<G> }>;
}) {
  const { group, title, empty, Item } = props;
  const { state, loadMore } = useMyList(group);
  return (
    <HistoryFrame
      title={title}
      state={state}
      loadMore={loadMore}
      empty={empty}
      renderItem={(item) => <Item key={item._id} item={item} />}
    />
  );
}
