import { ROOM_ALLOTMENT_START } from '../../config/site.ts';
import { formatDate } from '../../lib/format-date.ts';
import './allotment-marquee.css';
import { requestsText } from '@hall/model/texts/requests';

export function AllotmentMarquee() {
  return (
    <div className="allotment-marquee" role="note">
      <span className="allotment-marquee__text">{requestsText.allotmentStarts(formatDate(ROOM_ALLOTMENT_START))}</span>
    </div>
  );
}
