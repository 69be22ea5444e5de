import { ALLOTMENT_START_DATE } from '@hall/model';
import './allotment-marquee.css';

/** '2024-05-03' → '3 May 2024', independent of the visitor's time zone. */
export function formatAllotmentDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)),
  );
}

export function AllotmentMarquee() {
  return (
    <div className="allotment-marquee" role="note">
      <span className="allotment-marquee__text">Room allotment starts on {formatAllotmentDate(ALLOTMENT_START_DATE)}.</span>
    </div>
  );
}
