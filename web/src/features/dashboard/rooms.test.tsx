import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, roomMessages, type RoomListing, type RoomOccupant, type RoomRowInput } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { ADMIN } from '../../testing/fake-auth.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const rahim: RoomOccupant = { studentId: '1904001', name: 'Rahim Uddin', allotmentId: 'a1' };
const karim: RoomOccupant = { studentId: '1904002', name: 'Karim Ali', allotmentId: 'a1' };

function listing(number: string, floor: string, beds: number, occupants: RoomOccupant[] = []): RoomListing {
  return { number, floor, beds, notes: '', occupants, free: Math.max(0, beds - occupants.length), next: null };
}

const ROOMS: RoomListing[] = [
  listing('101', '1st floor', 2, [rahim, karim]),
  listing('102', '1st floor', 4),
  {
    ...listing('312', '3rd floor', 4, [{ ...rahim, studentId: '2004017', name: 'Nadia Islam' }]),
    next: {
      allotmentId: 'w1',
      applicantId: '2104321',
      applicantName: 'Sadia Khan',
      size: 2,
      // 3 May in Dhaka (UTC+6), 2 May in UTC.
      appliedAt: '2026-05-02T20:00:00.000Z',
    },
  },
];

async function openRooms(rooms: Partial<Parameters<typeof renderApp>[0] & object>['data'] = {}) {
  const list = vi.fn(async () => ROOMS);
  const view = renderApp({ user: ADMIN, url: '/dashboard/rooms', data: { ...rooms, rooms: { list, ...rooms.rooms } } });
  const table = await screen.findByRole('table', { name: 'Rooms' }, { timeout: 5000 });
  return { ...view, list, table };
}

const roomNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the dashboard’s Rooms', () => {
  it('shows each room’s beds, free beds or Full, who lives there and who is next', async () => {
    const { table } = await openRooms();
    expect(screen.getByRole('heading', { level: 1, name: 'Rooms' })).toBeInTheDocument();
    expect(roomNames(table)).toEqual(['Room 101', 'Room 102', 'Room 312']);
    const [, full, empty, waiting] = within(table).getAllByRole('row');
    expect(full).toHaveTextContent('2 beds');
    expect(full).toHaveTextContent('Full');
    expect(within(full!).getByText('1904001 Rahim Uddin')).toBeInTheDocument();
    expect(empty).toHaveTextContent('4 free');
    expect(waiting).toHaveTextContent('3 free');
    expect(waiting).toHaveTextContent("next for 312: 2104321's group, applied 3 May");
  });

  it('filters by floor and free beds, and searches by room or an occupant’s id', async () => {
    const { user, table } = await openRooms();
    const floor = screen.getByRole('combobox', { name: 'Floor' });
    expect(
      within(floor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All floors', '1st floor', '3rd floor']);
    await user.selectOptions(floor, '1st floor');
    expect(roomNames(table)).toEqual(['Room 101', 'Room 102']);
    await user.click(screen.getByRole('checkbox', { name: 'Has free beds' }));
    expect(roomNames(table)).toEqual(['Room 102']);
    await user.selectOptions(floor, '');
    await user.click(screen.getByRole('checkbox', { name: 'Has free beds' }));

    const search = screen.getByRole('searchbox', { name: 'Search by room or ID' });
    await user.type(search, '2004017');
    await waitFor(() => expect(roomNames(table)).toEqual(['Room 312']));
    await user.clear(search);
    await user.type(search, '10');
    await waitFor(() => expect(roomNames(table)).toEqual(['Room 101', 'Room 102']));
  });

  it('adds a room, checked first by the hall model, and lists it after the save', async () => {
    const saved: RoomListing[] = [];
    const save = vi.fn(async (room: RoomRowInput) => void saved.push(listing(room.number, room.floor, room.beds)));
    const list = vi.fn(async () => [...ROOMS, ...saved]);
    const { user, table } = await openRooms({ rooms: { save, list } });
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    await user.type(screen.getByRole('textbox', { name: 'Room number' }), '401');
    await user.type(screen.getByRole('textbox', { name: 'Floor or block' }), '4th floor');
    await user.type(screen.getByRole('textbox', { name: 'Beds' }), '13');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Beds must be a whole number from 1 to 12.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Beds' }));
    await user.type(screen.getByRole('textbox', { name: 'Beds' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(roomNames(table)).toContain('Room 401'));
    expect(save).toHaveBeenCalledExactlyOnceWith({ number: '401', floor: '4th floor', beds: 3, notes: '' });
    expect(screen.queryByRole('form', { name: 'New room' })).toBeNull();
  });

  it('shows the API’s refusal to lower a room’s beds under its residents, in an alert, and keeps the form', async () => {
    const save = vi.fn(async () => {
      throw new DataError({ status: 409, code: 'room_occupied', message: roomMessages.bedsBelowOccupants('101', 2) });
    });
    const { user } = await openRooms({ rooms: { save } });
    await user.click(screen.getByRole('button', { name: 'Edit room 101' }));
    const beds = screen.getByRole('textbox', { name: 'Beds' });
    expect(screen.getByRole('textbox', { name: 'Room number' })).toHaveAttribute('readonly');
    await user.clear(beds);
    await user.type(beds, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(roomMessages.bedsBelowOccupants('101', 2));
    expect(save).toHaveBeenCalledExactlyOnceWith({ number: '101', floor: '1st floor', beds: 1, notes: '' });
    expect(screen.getByRole('form', { name: 'Edit room 101' })).toBeInTheDocument();
  });

  it('refuses to remove a lived-in room with the API’s message naming who lives there', async () => {
    const remove = vi.fn(async () => {
      throw new DataError({
        status: 409,
        code: 'room_occupied',
        message: roomMessages.roomOccupied('101', [rahim, karim]),
      });
    });
    const { user } = await openRooms({ rooms: { remove } });
    await user.click(screen.getByRole('button', { name: 'Remove room 101' }));
    await user.click(await screen.findByRole('button', { name: messages.deleteDialog.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Room 101 is lived in by 1904001 (Rahim Uddin), 1904002 (Karim Ali): clear their allotment first.',
    );
    expect(remove).toHaveBeenCalledExactlyOnceWith('101');
  });

  it('imports a CSV: beds as numbers, then the counts; a refused file lists its rows and changes nothing', async () => {
    const importRooms = vi
      .fn()
      .mockResolvedValueOnce({ added: 3, changed: 1, unchanged: 0 })
      .mockRejectedValueOnce(
        new DataError({
          status: 400,
          code: 'invalid_body',
          message: 'Please check the highlighted fields.',
          fields: { 'row 3': 'Beds must be a whole number from 1 to 12.' },
        }),
      );
    const { user } = await openRooms({ rooms: { importRooms } });
    const input = screen.getByLabelText('Rooms CSV');
    const csv = 'number,floor,beds,notes\n401,4th floor,4,\n402, 4th floor ,2,Corner\n\n';
    await user.upload(input, new File([csv], 'rooms.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Imported: 3 added, 1 changed, 0 unchanged')).toBeInTheDocument();
    expect(importRooms).toHaveBeenLastCalledWith([
      { number: '401', floor: '4th floor', beds: 4, notes: '' },
      { number: '402', floor: '4th floor', beds: 2, notes: 'Corner' },
    ]);

    await user.upload(input, new File(['number,floor,beds\n401,4th floor,4\n402,4th floor,many\n'], 'rooms.csv'));
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('row 3: Beds must be a whole number from 1 to 12.');
    expect(importRooms.mock.lastCall?.[0][1]).toMatchObject({ number: '402', beds: Number.NaN });
    expect(screen.queryByText(/^Imported:/)).toBeNull();
  });
});
