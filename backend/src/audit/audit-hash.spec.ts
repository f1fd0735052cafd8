import { auditHash, GENESIS_HASH } from './audit-hash';

const event = {
  _id: 'e1',
  at: '2026-01-01T00:00:00.000Z',
  actor: { id: 'u1', username: 'ann', role: 'owner' as const },
  action: 'staff.role',
  target: { type: 'user', id: 'u2' },
  before: { staffRole: 'manager', nested: { b: 1, a: 2 } },
  after: { staffRole: 'owner' },
  ip: '127.0.0.1',
  requestId: 'r1',
  prevHash: GENESIS_HASH,
};

describe('auditHash', () => {
  it('does not depend on key order (jsonb reorders keys)', () => {
    const reordered = { ...event, before: { nested: { a: 2, b: 1 }, staffRole: 'manager' } };
    expect(auditHash(reordered)).toBe(auditHash(event));
    expect(auditHash(event)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with any field, the previous hash included', () => {
    const base = auditHash(event);
    expect(auditHash({ ...event, after: { staffRole: 'finance' } })).not.toBe(base);
    expect(auditHash({ ...event, prevHash: 'f'.repeat(64) })).not.toBe(base);
    expect(auditHash({ ...event, actor: { ...event.actor, username: 'bob' } })).not.toBe(base);
  });
});
