import { currentMilestone, milestoneDue, milestoneSums, type MilestoneStatus } from './milestones';

const of = (...statuses: MilestoneStatus[]) => statuses.map((status, i) => ({ position: i + 1, status }));

describe('milestones', () => {
  it('adds prices and days', () => {
    expect(
      milestoneSums([
        { priceCents: 10_000, deliveryDays: 3 },
        { priceCents: 5_050, deliveryDays: 2 },
      ]),
    ).toEqual({ priceCents: 15_050, deliveryDays: 5 });
  });

  it('asks for the next payment only once the one before is accepted', () => {
    expect(milestoneDue(of('pending-payment', 'pending-payment'))).toBeUndefined();
    expect(milestoneDue(of('in-progress', 'pending-payment'))).toBeUndefined();
    expect(milestoneDue(of('accepted', 'pending-payment', 'pending-payment'))?.position).toBe(2);
    expect(milestoneDue(of('accepted', 'in-progress', 'pending-payment'))).toBeUndefined();
    expect(milestoneDue(of('accepted', 'accepted', 'cancelled'))).toBeUndefined();
    expect(milestoneDue(of('accepted', 'accepted'))).toBeUndefined();
  });

  it('names the milestone in progress or due, else the last accepted one', () => {
    expect(currentMilestone(of('in-progress', 'pending-payment'))?.position).toBe(1);
    expect(currentMilestone(of('accepted', 'pending-payment', 'pending-payment'))?.position).toBe(2);
    expect(currentMilestone(of('accepted', 'accepted', 'cancelled'))?.position).toBe(2);
    expect(currentMilestone([])).toBeUndefined();
  });
});
