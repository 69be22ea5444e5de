import { notFoundText } from '@hall/model/texts/not-found';
import { layoutText } from '@hall/model/texts/layout';
import { Link } from 'react-router-dom';
import notFoundImage from '../../assets/not-found.svg';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(notFoundText.title);
  return (
    <section className="not-found">
      <img src={notFoundImage} alt={notFoundText.alt} width={240} height={160} />
      <h1>{notFoundText.title}</h1>
      <p>{notFoundText.text}</p>
      <Link to={paths.home} className="button">
        {layoutText.home}
      </Link>
    </section>
  );
}
