import { describe, expect, it } from 'vitest';
import { json, recordingAdapter as setup } from './recording-fetch.test-support.ts';
import { DataError } from '../port.ts';

describe('the rooms calls over the API (decision 034)', () => {
  it('uses the routes of the decision’s table, room numbers and ids in the path, with the Bearer token', async () => {
    const { adapter, requests } = setup();
    const { rooms } = adapter;
    await rooms.list();
    await rooms.choices();
    await rooms.save({ number: 'B/12', floor: 'North block', beds: 2, notes: '' });
    await rooms.remove('312');
    await rooms.importRooms([{ number: '101', floor: '1st floor', beds: 4, notes: '' }]);
    await rooms.mine();
    await rooms.answer('a 1', 'accepted');
    expect(requests.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/rooms', undefined],
      ['GET', '/api/rooms/choices', undefined],
      ['PUT', '/api/rooms/B%2F12', { floor: 'North block', beds: 2, notes: '' }],
      ['DELETE', '/api/rooms/312', undefined],
      ['POST', '/api/rooms/import', { rooms: [{ number: '101', floor: '1st floor', beds: 4, notes: '' }] }],
      ['GET', '/api/rooms/mine', undefined],
      ['PUT', '/api/rooms/invitations/a%201', { answer: 'accepted' }],
    ]);
    expect(new Set(requests.map((request) => request.auth))).toEqual(new Set(['Bearer id-token']));
  });

  it('allots a room application with alone only when asked', async () => {
    const { adapter, requests } = setup();
    await adapter.roomAllotments.approve('r1', '312');
    await adapter.roomAllotments.approve('r1', '312', { alone: true });
    expect(requests.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['PATCH', '/api/roomallotement/r1', { status: 'confirm', SelectedRoom: '312' }],
      ['PATCH', '/api/roomallotement/r1', { status: 'confirm', SelectedRoom: '312', alone: true }],
    ]);
  });

  it('turns a refused import into a DataError with its row fields', async () => {
    const fields = { 'row 3': 'Beds must be a whole number from 1 to 12.' };
    const { adapter } = setup(() =>
      json(400, { error: { code: 'invalid_input', message: 'Check the rows.', fields } }),
    );
    const refused = await adapter.rooms.importRooms([]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataError);
    expect(refused).toMatchObject({ status: 400, fields });
  });
});
