import { homeNoScriptText, homeText } from '@hall/model/texts/home';
import { NOTICE_BOARD_MAX_HEIGHT_PX } from '../../../config/site.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useNotices } from '../api/use-notices.ts';

export const NOTICES_FAILED = homeText.noticesFailed;
/** In the prerendered page, for a browser that runs no scripts: the notices are fetched by script. */
// (A read of the table outside the SSR branch would keep it in the browser's bundle.)
export const NOTICES_NEED_SCRIPTS = import.meta.env.SSR ? homeNoScriptText.notices : '';

/** The notice board: every notice, newest first, each opening its PDF in a new tab. */
export function NoticeBoard() {
  const { notices, loading, failed, retry } = useNotices();
  return (
    <section id="notices" className="panel" aria-labelledby="notices-title" aria-busy={loading}>
      <h2 id="notices-title">{homeText.notices}</h2>
      <ul
        className="notice-board"
        tabIndex={0}
        aria-label={homeText.noticeList}
        style={{ maxHeight: NOTICE_BOARD_MAX_HEIGHT_PX }}
      >
        {notices.map(({ notice, href }) => (
          <li key={notice._id} className="notice">
            <time className="notice__date" dateTime={notice.date}>
              {formatDate(notice.date)}
            </time>
            {href ? (
              <a className="notice__title" href={href} target="_blank" rel="noopener noreferrer">
                {notice.title}
                <span className="visually-hidden">{homeText.pdf}</span>
              </a>
            ) : (
              <span className="notice__title">{notice.title}</span>
            )}
          </li>
        ))}
        {!loading && !failed && notices.length === 0 ? (
          <li className="notice notice--empty">{homeText.noNotices}</li>
        ) : null}
      </ul>
      {/* Its words only in the prerendered page (Vite drops them from the browser's bundle); the
          browser keeps the empty element that React hydrates. */}
      <noscript>{import.meta.env.SSR ? <p className="notice notice--empty">{NOTICES_NEED_SCRIPTS}</p> : null}</noscript>
      {!loading && failed ? (
        <div className="notice-board__failed" role="alert">
          <p>{NOTICES_FAILED}</p>
          <button type="button" className="button button--outline" onClick={retry}>
            {homeText.retry}
          </button>
        </div>
      ) : null}
    </section>
  );
}
