import type { ReactNode } from 'react';
import '../../../components/ui/controls.css';

/** The frame of the sign-up and login forms: a centred card with the page's heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card card--narrow">
      <h1 className="card__title">{title}</h1>
      {children}
    </section>
  );
}
