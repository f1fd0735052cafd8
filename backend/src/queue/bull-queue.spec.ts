import { Logger } from '@nestjs/common';
import type Bull from 'bull';
import { BullJobQueue } from './bull-queue';

/** A Bull queue whose worker fails to start as Bull's does when closed while starting. */
function queueWhoseWorkerFails() {
  const listeners = { on: () => undefined };
  return {
    name: 'test-queue',
    ...listeners,
    client: listeners,
    process: () => Promise.reject(new Error('Connection is closed.')),
    close: () => Promise.resolve(),
  } as unknown as Bull.Queue<unknown>;
}

/** Lets a rejection nobody handled be reported (Jest fails the running test for it). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('BullJobQueue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the promise @nestjs/bull drops when it starts the worker handled, and logs a failed start', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const queue = queueWhoseWorkerFails();
    new BullJobQueue(queue);
    void queue.process(() => undefined); // as @nestjs/bull's explorer calls it
    await nextTurn();
    expect(logged).toHaveBeenCalledWith('The worker stopped: Connection is closed.');
  });

  it('says nothing when the worker stops because the queue is being closed', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const queue = queueWhoseWorkerFails();
    await new BullJobQueue(queue).close();
    void queue.process(() => undefined);
    await nextTurn();
    expect(logged).not.toHaveBeenCalled();
  });
});
