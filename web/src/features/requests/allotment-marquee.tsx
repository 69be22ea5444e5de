import { ROOM_ALLOTMENT_START } from '../../config/site.ts';
import { formatDate } from '../../lib/format-date.ts';
import './allotment-marquee.css';

export function AllotmentMarquee() {
  return (
    <div className="allotment-marquee" role="note">
      <span className="allotment-marquee__text">Room allotment starts on {formatDate(ROOM_ALLOTMENT_START)}.</span>
    </div>
  );
}
