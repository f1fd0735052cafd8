import type { AuditEventJson } from '@market/contracts';
import { AuditRepository } from '../src/audit/audit.repository';
import type { SignedIn, TestApp } from './test-app';

/** The audit events about a target, newest first, as `reader` (a member of staff who may) sees them. */
export async function auditEventsOf(reader: SignedIn, targetId: string): Promise<AuditEventJson[]> {
  return (await reader.agent.get(`/api/audit?targetId=${targetId}`).expect(200)).body as AuditEventJson[];
}

/** Makes the app's audit appends write their row and then fail, as a full disk would, during `work`. */
export async function withFailingAudit(t: TestApp, work: () => Promise<unknown>): Promise<void> {
  const events = t.app.get(AuditRepository);
  const append = events.append.bind(events);
  const failing = jest.spyOn(events, 'append').mockImplementation(async (...args) => {
    await append(...args);
    throw new Error('the disk is full');
  });
  try {
    await work();
  } finally {
    failing.mockRestore();
  }
}
