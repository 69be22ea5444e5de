import { errorPageText } from '@hall/model/texts/errors-page';
import { layoutText } from '@hall/model/texts/layout';
import { Link } from 'react-router-dom';
import notFoundImage from '../../assets/not-found.svg';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(errorPageText.notFound);
  return (
    <section className="not-found">
      <img src={notFoundImage} alt={errorPageText.notFoundAlt} width={240} height={160} />
      <h1>{errorPageText.notFound}</h1>
      <p>{errorPageText.notFoundText}</p>
      <Link to={paths.home} className="button">
        {layoutText.home}
      </Link>
    </section>
  );
}
