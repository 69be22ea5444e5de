import { describe, expect, it } from 'vitest';
import { roomMessages, type MyRooms, type RoomGroupView } from '@hall/model';
import { roomNews } from './room-news.ts';

const NOTHING: MyRooms = { room: null, groups: [] };

function group(changes: Partial<RoomGroupView> = {}): RoomGroupView {
  return {
    allotmentId: 'a1',
    applicant: { id: '1904001', name: 'Rahim Uddin' },
    roommates: [{ id: '1904002', name: 'Karim Ali', answer: 'invited' }],
    choices: ['312', '313', '101', '102'],
    apply_date: '2026-05-03',
    appliedAt: '2026-05-03T04:00:00.000Z',
    mine: 'invited',
    offered: [],
    ...changes,
  };
}

const room = (number: string): MyRooms['room'] => ({ number, floor: '3rd floor', allotmentId: 'a1', roommates: [] });

describe('roomNews', () => {
  it('tells of a new invitation, once', () => {
    const invited = { room: null, groups: [group()] };
    expect(roomNews(NOTHING, invited)).toEqual([roomMessages.invited('1904001')]);
    expect(roomNews(invited, invited)).toEqual([]);
    // Answering is not news to the one who answered.
    expect(roomNews(invited, { room: null, groups: [group({ mine: 'accepted' })] })).toEqual([]);
  });

  it('tells of a bed newly offered in a room the group chose, whatever its spelling before', () => {
    const waiting = { room: null, groups: [group({ mine: 'applicant', offered: ['B-12'] })] };
    const offered = { room: null, groups: [group({ mine: 'applicant', offered: ['b-12', '312'] })] };
    expect(roomNews(waiting, offered)).toEqual([roomMessages.offered('312')]);
    expect(roomNews(offered, offered)).toEqual([]);
  });

  it('tells of a room allotted, and of a move to another room, not of the same room again', () => {
    expect(roomNews({ room: null, groups: [group({ mine: 'accepted' })] }, { room: room('312'), groups: [] })).toEqual([
      roomMessages.allotted('312'),
    ]);
    expect(roomNews({ room: room('312'), groups: [] }, { room: room('312'), groups: [] })).toEqual([]);
    expect(roomNews({ room: room('312'), groups: [] }, { room: room('313'), groups: [] })).toEqual([
      roomMessages.allotted('313'),
    ]);
    expect(roomNews({ room: room('312'), groups: [] }, NOTHING)).toEqual([]);
  });
});
