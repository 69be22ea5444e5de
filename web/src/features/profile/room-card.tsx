// The profile's "Room" card (issue 31, decision 034): the student's room and roommates once
// allotted; each pending room application they filed or are named in, with every member's answer,
// Accept and Decline for an invitation, and the offer of a free bed. It follows the student's room
// news live (rooms.watchMine) and toasts what is new (room-news.ts).
import { myProfileText as text } from '@hall/model/texts/my-profile';
import { useEffect, useRef, useState } from 'react';
import { roomMessages, type MyRooms, type RoomGroupView } from '@hall/model';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useData } from '../../lib/data/context.ts';
import { queries } from '../../lib/data/queries.ts';
import { problemText, useMutate, useQuery, useQueryCache } from '../../lib/data/query.ts';
import { formatHallDayAndMonth } from '../../lib/format-hall-day.ts';
import { roomNews } from './room-news.ts';

const MINE = queries.myRooms();

/** Reloads the student's rooms on their room news, and toasts what the new answer brings. */
function useRoomNews(enabled: boolean, rooms: MyRooms | undefined) {
  const data = useData();
  const cache = useQueryCache();
  useEffect(
    () => (enabled ? data.rooms.watchMine(() => void cache.invalidate(MINE.key)) : undefined),
    [enabled, data, cache],
  );
  const last = useRef<MyRooms | undefined>(undefined);
  useEffect(() => {
    if (!rooms) return;
    if (last.current) for (const sentence of roomNews(last.current, rooms)) toast.success(sentence);
    last.current = rooms;
  }, [rooms]);
}

function Members({ group }: { group: RoomGroupView }) {
  return (
    <ul className="room-card__members">
      <li>{`${group.applicant.id} ${group.applicant.name}: ${text.applied}`}</li>
      {group.roommates.map((mate) => (
        <li key={mate.id}>{`${mate.id} ${mate.name}: ${text.answers[mate.answer]}`}</li>
      ))}
    </ul>
  );
}

function PendingGroup({ group }: { group: RoomGroupView }) {
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const answer = async (choice: 'accepted' | 'declined') => {
    setBusy(true);
    setRefusal(null);
    try {
      await mutate((data) => data.rooms.answer(group.allotmentId, choice), [MINE.key]);
    } catch (error) {
      setRefusal(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  const heading =
    group.mine === 'applicant'
      ? text.yourApplication(formatHallDayAndMonth(group.appliedAt))
      : text.namedYou(group.applicant.id);
  return (
    <li className="room-card__group stack stack--tight">
      <h3>{heading}</h3>
      <p className="muted">{text.roomsChosen(group.choices.join(', '))}</p>
      <Members group={group} />
      {group.offered.map((room) => (
        <p key={room} className="room-card__offer">
          {roomMessages.offered(room)}
        </p>
      ))}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {group.mine === 'invited' ? (
        <div className="room-card__answers">
          <Button size="small" disabled={busy} onClick={() => void answer('accepted')}>
            {text.accept}
          </Button>
          <Button size="small" variant="secondary" disabled={busy} onClick={() => void answer('declined')}>
            {text.decline}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function YourRoom({ room }: { room: NonNullable<MyRooms['room']> }) {
  return (
    <>
      <p className="room-card__room">{text.yourRoom(room.number, room.floor)}</p>
      {room.roommates.length > 0 ? (
        <>
          <h3>{text.roommates}</h3>
          <ul className="room-card__members">
            {room.roommates.map((mate) => (
              <li key={mate.studentId}>{`${mate.studentId} ${mate.name}`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The card, for a verified student (the API answers only them). */
export function RoomCard() {
  const { user } = useAuth();
  const verified = Boolean(user?.emailVerified);
  const state = useQuery(verified ? MINE : null);
  const rooms = state.data;
  useRoomNews(verified, rooms);
  if (!verified) return null;
  return (
    <Card as="section" fill className="stack room-card" aria-labelledby="room-card-title">
      <h2 id="room-card-title">{text.room}</h2>
      {state.status === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
      {rooms === undefined && state.status === 'loading' ? <p role="status">{text.loading}</p> : null}
      {rooms?.room ? <YourRoom room={rooms.room} /> : null}
      {rooms && !rooms.room && rooms.groups.length === 0 ? <p className="muted">{text.noRoom}</p> : null}
      {rooms && rooms.groups.length > 0 ? (
        <ul className="room-card__groups">
          {rooms.groups.map((group) => (
            <PendingGroup key={group.allotmentId} group={group} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
