import { Link } from 'react-router-dom';
import notFoundImage from '../../assets/not-found.svg';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Page not found');
  return (
    <section className="not-found">
      <img src={notFoundImage} alt="Error 404: page not found" width={240} height={160} />
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to={paths.home} className="button">
        Home
      </Link>
    </section>
  );
}
