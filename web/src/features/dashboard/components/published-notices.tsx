import { useEffect, useState } from 'react';
import type { Notice } from '@hall/model';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useData } from '../../../lib/data/context.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { queries } from '../../../lib/data/queries.ts';
import { problemText, useMutate, useQuery } from '../../../lib/data/query.ts';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { listsText } from '@hall/model/texts/dashboard-lists';
import { plainNumber } from '../utils/numbers.ts';

const text = listsText.notices;

/**
 * The notices on the board, newest first, each with its PDF and Delete (issue 35): the office can
 * take down a wrong or outdated notice. Delete asks first, with the Clear dialog's words.
 */
export function PublishedNotices() {
  const state = useQuery(queries.notices());
  const mutate = useMutate();
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (notice: Notice) => {
    setBusy(notice._id);
    try {
      await confirmAndDelete(
        () => mutate((data) => data.notices.remove(notice._id), [['notices']]),
        text.leavesBoard(notice.title),
      );
    } catch (error) {
      console.error(error);
      toast.error(problemText(error));
    } finally {
      setBusy(null);
    }
  };

  const notices = state.data ?? [];
  return (
    <section className="published-notices" aria-labelledby="published-notices-title">
      <h2 id="published-notices-title" className="published-notices__title">
        {state.status === 'ready' ? text.publishedCount(plainNumber(notices.length)) : text.published}
      </h2>
      {state.status === 'loading' && notices.length === 0 && <Spinner />}
      {state.status === 'error' && (
        <p role="alert" className="error-text">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && notices.length === 0 && <p>{text.none}</p>}
      {notices.length > 0 && (
        <ul className="published-notices__list" aria-label={text.published}>
          {notices.map((notice) => (
            <li key={notice._id} className="published-notices__item" aria-label={notice.title}>
              <time className="published-notices__date" dateTime={notice.date}>
                {formatDate(notice.date)}
              </time>
              <span className="published-notices__name">{notice.title}</span>
              <span className="published-notices__actions">
                <PdfLink notice={notice} />
                <Button
                  variant="danger"
                  size="small"
                  disabled={busy === notice._id}
                  onClick={() => void remove(notice)}
                  aria-label={text.deleteOf(notice.title)}
                >
                  {text.delete}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The PDF as a real link: its address is resolved first (a tab opened after an await is blocked). */
function PdfLink({ notice }: { notice: Notice }) {
  const data = useData();
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    data.notices.fileUrl(notice.fileName).then(
      (url) => {
        if (active) setHref(url);
      },
      (error: unknown) => console.error(`The PDF of the notice "${notice.title}" could not be found:`, error),
    );
    return () => {
      active = false;
    };
  }, [data, notice.fileName, notice.title]);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={text.pdfOf(notice.title)}>
      {text.pdf}
    </a>
  );
}
