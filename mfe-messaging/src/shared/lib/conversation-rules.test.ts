import type { Conversation } from '@/shared/api/messaging-types';
import {
  counterpartName,
  NAME_PENDING,
  countUnread,
  showsActions,
  upsertConversation,
} from './conversation-rules';

const base: Conversation = {
  _id: 'c1',
  buyerId: 'b1',
  adminId: 'a1',
  lastMessage: 'hi',
  readByAdmin: true,
  readByBuyer: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('the Actions column rule', () => {
  it('shows Actions only when some conversation is unread for the viewer role', () => {
    const unreadForAdmin = { ...base, _id: 'c2', readByAdmin: false };
    expect(showsActions([base, unreadForAdmin], true)).toBe(true);
    expect(showsActions([base, unreadForAdmin], false)).toBe(false);
    const unreadForBuyer = { ...base, _id: 'c3', readByBuyer: false };
    expect(showsActions([base, unreadForBuyer], false)).toBe(true);
    expect(showsActions([base, unreadForBuyer], true)).toBe(false);
    expect(showsActions([], true)).toBe(false);
  });

  it('counts unread conversations for the role', () => {
    const list = [
      base,
      { ...base, _id: 'c2', readByAdmin: false },
      { ...base, _id: 'c3', readByAdmin: false, readByBuyer: false },
    ];
    expect(countUnread(list, true)).toBe(2);
    expect(countUnread(list, false)).toBe(1);
  });
});

describe('upsertConversation', () => {
  it('moves a changed conversation to the top and keeps the known buyer name', () => {
    const other = { ...base, _id: 'c2', updatedAt: '2026-01-02T10:00:00.000Z' };
    const list = [other, { ...base, buyerUsername: 'ann' }];
    const changed = {
      ...base,
      lastMessage: 'new',
      readByAdmin: false,
      updatedAt: '2026-01-03T10:00:00.000Z',
    };
    const next = upsertConversation(list, changed);
    expect(next.map((c) => c._id)).toEqual(['c1', 'c2']);
    expect(next[0]).toMatchObject({ lastMessage: 'new', buyerUsername: 'ann', readByAdmin: false });
  });

  it('adds a new conversation and ignores an event older than the row shown', () => {
    const shown = { ...base, updatedAt: '2026-01-05T10:00:00.000Z', lastMessage: 'latest' };
    expect(upsertConversation([shown], { ...base, lastMessage: 'stale' })[0].lastMessage).toBe('latest');
    expect(upsertConversation([], base)).toHaveLength(1);
  });
});

describe('counterpartName', () => {
  it("is 'Admin' for a buyer, the buyer's name for an admin, 'Unknown' when not found", () => {
    expect(counterpartName({ ...base, buyerUsername: 'ann' }, false)).toBe('Admin');
    expect(counterpartName({ ...base, buyerUsername: 'ann' }, true)).toBe('ann');
    expect(counterpartName(base, true, 'bob')).toBe('bob');
    expect(counterpartName(base, true, null)).toBe('Unknown');
    expect(counterpartName(base, true, undefined)).toBe('Unknown');
  });

  it('shows an ellipsis, not Unknown, while the lookup is in flight', () => {
    expect(counterpartName(base, true, NAME_PENDING)).toBe('…');
    // A buyer really called "pending" is shown by name.
    expect(counterpartName(base, true, 'pending')).toBe('pending');
  });
});
