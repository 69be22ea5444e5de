// The rooms on a page: a grid's rows on a laptop (fits 1366 px), a card each on a phone.
import type { RoomListing } from '@hall/model';
import { Button } from '../../../components/ui/button.tsx';
import { dashboardText, listText } from '@hall/model/texts/dashboard';
import { roomsText as text } from '@hall/model/texts/dashboard-rooms';
import { bedsText, freeText, waitingLine } from './rooms-view-model.ts';

const header = text.headers;

export interface RoomActions {
  onEdit: (room: RoomListing) => void;
  onRemove: (room: RoomListing) => void;
  busy: ReadonlySet<string>;
}

function Occupants({ room }: { room: RoomListing }) {
  if (room.occupants.length === 0) return <span className="muted">{text.nobodyYet}</span>;
  return (
    <ul className="cell-list">
      {room.occupants.map((occupant) => (
        <li key={occupant.studentId}>{`${occupant.studentId} ${occupant.name}`}</li>
      ))}
    </ul>
  );
}

function Buttons({ room, onEdit, onRemove, busy }: RoomActions & { room: RoomListing }) {
  return (
    <div className="status-actions">
      <Button size="small" variant="secondary" onClick={() => onEdit(room)} aria-label={text.editRoom(room.number)}>
        {text.edit}
      </Button>
      <Button
        size="small"
        variant="danger"
        disabled={busy.has(room.number)}
        onClick={() => onRemove(room)}
        aria-label={text.removeRoom(room.number)}
      >
        {text.remove}
      </Button>
    </div>
  );
}

const Free = ({ room }: { room: RoomListing }) => (
  <span className={room.free > 0 ? 'rooms__free' : 'rooms__full'}>{freeText(room)}</span>
);

export function RoomTable({ rooms, ...actions }: RoomActions & { rooms: readonly RoomListing[] }) {
  return (
    <div className="table-box record-list__table">
      <table className="table rooms__table">
        <caption className="visually-hidden">{dashboardText.titles.rooms}</caption>
        <thead>
          <tr>
            {[
              header.room,
              header.floor,
              header.beds,
              header.free,
              header.occupants,
              header.nextInLine,
              header.change,
            ].map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.number}>
              <th scope="row" className="record-list__cell--value">
                {text.room(room.number)}
              </th>
              <td className="record-list__cell--text">{room.floor}</td>
              <td className="record-list__cell--value">{bedsText(room.beds)}</td>
              <td className="record-list__cell--value">
                <Free room={room} />
              </td>
              <td className="record-list__cell--text">
                <Occupants room={room} />
              </td>
              <td className="record-list__cell--text">{waitingLine(room) ?? ''}</td>
              <td>
                <Buttons room={room} {...actions} />
              </td>
            </tr>
          ))}
          {rooms.length === 0 && (
            <tr>
              <td colSpan={7}>{listText.nothingToShow}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export function RoomCards({ rooms, ...actions }: RoomActions & { rooms: readonly RoomListing[] }) {
  return (
    <ul className="record-cards" aria-label={dashboardText.titles.rooms}>
      {rooms.map((room) => {
        const waiting = waitingLine(room);
        return (
          <li key={room.number} className="record-card">
            <h2 className="rooms__card-title">{text.room(room.number)}</h2>
            <dl className="record-card__fields">
              <div>
                <dt>{header.floor}</dt>
                <dd>{room.floor}</dd>
              </div>
              <div>
                <dt>{header.beds}</dt>
                <dd>
                  {bedsText(room.beds)}, <Free room={room} />
                </dd>
              </div>
              <div>
                <dt>{header.occupants}</dt>
                <dd>
                  <Occupants room={room} />
                </dd>
              </div>
              {waiting ? (
                <div>
                  <dt>{header.nextInLine}</dt>
                  <dd>{waiting}</dd>
                </div>
              ) : null}
            </dl>
            <div className="record-card__actions">
              <Buttons room={room} {...actions} />
            </div>
          </li>
        );
      })}
      {rooms.length === 0 && <li className="record-card">{listText.nothingToShow}</li>}
    </ul>
  );
}
