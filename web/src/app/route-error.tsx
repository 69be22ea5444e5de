import { errorPageText } from '@hall/model/texts/errors-page';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  // A stale tab after a new deploy asks for chunks that no longer exist.
  if (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message)) {
    return errorPageText.chunk;
  }
  return errorPageText.unexpected;
}

/** The route-level error page: what went wrong, in plain words, and a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle(errorPageText.title);
  return (
    <section className="error-page" role="alert">
      <h1>{errorPageText.title}</h1>
      <p>{describe(error)}</p>
      <p className="error-page__actions">
        <Link to={paths.home} className="button">
          {errorPageText.backHome}
        </Link>
        <button type="button" className="button button--outline" onClick={() => window.location.reload()}>
          {errorPageText.reload}
        </button>
      </p>
    </section>
  );
}
