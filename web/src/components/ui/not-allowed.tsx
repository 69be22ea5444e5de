import { notAllowedText } from '@hall/model/texts/not-allowed';
import { layoutText } from '@hall/model/texts/layout';
import { paths } from '../../config/paths.ts';
import { Button } from './button.tsx';
import './controls.css';

/** A signed-in account on a page that is not for it (the API refuses it anyway): says so, and leads home. */
export function NotAllowed({ children }: { children: string }) {
  return (
    <section className="not-allowed" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">{notAllowedText.title}</h1>
      <p>{children}</p>
      <Button to={paths.home}>{layoutText.home}</Button>
    </section>
  );
}
