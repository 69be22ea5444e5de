import { historyText as text } from '@hall/model/texts/history';
import { useState, type ComponentType, type ReactNode } from 'react';
import { messages } from '@hall/model';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ItemOf, PagedGroup } from '../../lib/data/queries.ts';
import { useMyList, type ListState } from './use-my-list.ts';

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
    <section className="stack" aria-label={title}>
      <h1 className="page-title">{title}</h1>
      {state.status === 'loading' ? <p role="status">{messages.forms.loading}</p> : null}
      {state.status === 'error' ? <Alert severity="error">{text.error(state.message)}</Alert> : null}
      {state.status === 'ready' ? (
        <>
          <p className="history__total">{text.total(state.total)}</p>
          {state.items.length === 0 ? <p className="muted">{empty}</p> : null}
          <ul className="stack stack--tight profile__list">{state.items.map(renderItem)}</ul>
          {state.more && loadMore ? (
            <Button
              variant="secondary"
              disabled={loadingMore}
              align="center"
              onClick={() => {
                setLoadingMore(true);
                void loadMore().finally(() => setLoadingMore(false));
              }}
            >
              {text.loadMore}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
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
