// The office's Rooms section (issue 31, decision 034): every room with its beds, who lives there
// and who is next in line, filtered by floor and free beds, searched by room or student id, paged
// here (a hall has a few hundred rooms, one answer); the inventory added to, changed, removed and
// imported. Who lives where follows the room applications live (queries.roomListings).
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Room, RoomListing } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { queries } from '../../../lib/data/queries.ts';
import { problemText, useMutate, useQuery, useQueryCache, type QueryState } from '../../../lib/data/query.ts';
import { heldArrivalsOf } from '../api/held-arrivals.ts';
import { CARDS_QUERY, ListPages } from '../components/record-list.tsx';
import { useLocalPaging } from '../components/use-local-paging.ts';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { plainNumber } from '../utils/numbers.ts';
import { RoomEditor } from './room-editor.tsx';
import { ROOM_KEYS } from './room-keys.ts';
import { RoomCards, RoomTable } from './room-rows.tsx';
import { RoomsImport } from './rooms-import.tsx';
import { filterRooms, floorsOf, roomSearchKeys, type RoomFilter } from './rooms-view-model.ts';
import '../components/record-list.css';
import { dashboardText, listText } from '@hall/model/texts/dashboard';
import { roomsText as text } from '@hall/model/texts/dashboard-rooms';
import './rooms.css';

type RoomRow = RoomListing & { _id: string };
const searchKeys = (room: RoomRow) => roomSearchKeys(room);

/**
 * A filing held behind the lists' "1 new request" (issue 35) may be next in line for a room: the
 * view loads again when one arrives (other changes to applications reload it with their group).
 */
function useReloadOnFilings() {
  const cache = useQueryCache();
  const arrivals = heldArrivalsOf(cache);
  const count = useSyncExternalStore(arrivals.subscribe, () => arrivals.count('roomAllotments'));
  useEffect(() => {
    if (count > 0) void cache.invalidate(queries.roomListings().key);
  }, [cache, count]);
}

export function RoomsView() {
  const state = useQuery(queries.roomListings());
  useReloadOnFilings();
  const mutate = useMutate();
  const asCards = useMediaQuery(CARDS_QUERY);
  const [filter, setFilter] = useState<RoomFilter>({ floor: '', freeOnly: false });
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const all = state.data;
  const floors = useMemo(() => floorsOf(all ?? []), [all]);
  const shown = useMemo(
    () => (all ? filterRooms(all, filter).map((room): RoomRow => ({ ...room, _id: room.number })) : undefined),
    [all, filter],
  );
  const list = useLocalPaging<RoomRow>({ state: { ...state, data: shown } as QueryState<RoomRow[]>, searchKeys })!;
  const rooms = list.state.data ?? [];

  const remove = useCallback(
    async (room: RoomListing) => {
      setRefusal(null);
      setBusy((now) => new Set(now).add(room.number));
      try {
        await confirmAndDelete(() => mutate((data) => data.rooms.remove(room.number), ROOM_KEYS));
      } catch (error) {
        setRefusal(problemText(error));
      } finally {
        setBusy((now) => new Set([...now].filter((number) => number !== room.number)));
      }
    },
    [mutate],
  );
  const actions = {
    busy,
    onEdit: (room: Room) => setEditing(room),
    onRemove: (room: Room) => void remove(room as RoomListing),
  };

  return (
    <section className="record-list stack rooms" aria-labelledby="rooms-title">
      <h1 id="rooms-title" className="dashboard__title">
        {dashboardText.titles.rooms}
      </h1>
      <div className="record-list__toolbar">
        <TextField
          className="record-list__search"
          label={text.searchByRoomOrId}
          placeholder={text.searchByRoomOrId}
          type="search"
          look="small"
          value={list.query}
          onChange={(event) => list.setQuery(event.target.value)}
        />
        <Select
          label={text.floor}
          look="small"
          value={filter.floor}
          onChange={(event) => setFilter((now) => ({ ...now, floor: event.target.value }))}
        >
          <option value="">{text.allFloors}</option>
          {floors.map((floor) => (
            <option key={floor} value={floor}>
              {floor}
            </option>
          ))}
        </Select>
        <label className="rooms__check">
          <input
            type="checkbox"
            checked={filter.freeOnly}
            onChange={(event) => setFilter((now) => ({ ...now, freeOnly: event.target.checked }))}
          />
          {text.hasFreeBeds}
        </label>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {text.addRoom}
        </Button>
      </div>
      {editing ? (
        <RoomEditor
          key={editing === 'new' ? '' : editing.number}
          room={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <p className="record-list__total" aria-live="polite">
        {listText.total(list.total === null ? '…' : plainNumber(list.total))}
      </p>
      {state.status === 'loading' && all === undefined ? <Spinner /> : null}
      {state.status === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
      {all !== undefined && state.status !== 'error' ? (
        asCards ? (
          <RoomCards rooms={rooms} {...actions} />
        ) : (
          <RoomTable rooms={rooms} {...actions} />
        )
      ) : null}
      <ListPages list={list} />
      <RoomsImport />
    </section>
  );
}
