import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  // A stale tab after a new deploy asks for chunks that no longer exist.
  if (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message)) {
    return 'A part of the portal could not be loaded. Check your connection, or reload the page to get the latest version.';
  }
  return 'An unexpected error stopped this page.';
}

/** The route-level error page: what went wrong, in plain words, and a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  return (
    <section className="error-page" role="alert">
      <h1>Something went wrong</h1>
      <p>{describe(error)}</p>
      <p className="error-page__actions">
        <Link to={paths.home} className="button">
          Back to home
        </Link>
        <button type="button" className="button button--outline" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </section>
  );
}
