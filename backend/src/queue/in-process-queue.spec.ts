import { InProcessQueue } from './in-process-queue';

describe('InProcessQueue', () => {
  const options = { attempts: 3, backoffMs: 10, concurrency: 2 };

  it('retries a failing job with growing delays, then gives up after the last attempt', async () => {
    const queue = new InProcessQueue<string>('t', options);
    const tries: number[] = [];
    queue.process(async () => {
      tries.push(Date.now());
      throw new Error('boom');
    });
    await queue.add('a', 'x');
    // Timers fire late on a loaded machine: wait for the third try, then a while for a fourth.
    const deadline = Date.now() + 5_000;
    while (tries.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tries).toHaveLength(3);
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(9);
    expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(19);
    await queue.close();
  });

  it('runs a job that fails once again until it succeeds', async () => {
    const queue = new InProcessQueue<string>('t', options);
    let calls = 0;
    const done = new Promise<void>((resolve) =>
      queue.process(async () => {
        calls += 1;
        if (calls === 1) throw new Error('transient');
        resolve();
      }),
    );
    await queue.add('a', 'x');
    await done;
    expect(calls).toBe(2);
    await queue.close();
  });

  it('does not add a job whose id is still waiting or running, and accepts it again once done', async () => {
    const queue = new InProcessQueue<string>('t', options);
    const seen: string[] = [];
    await queue.pauseWorker();
    queue.process(async (job) => void seen.push(job.data));
    await queue.add('same', 'first');
    await queue.add('same', 'second');
    expect(seen).toEqual([]);
    await queue.resumeWorker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['first']);
    await queue.add('same', 'third');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['first', 'third']);
    await queue.close();
    await expect(queue.ping()).rejects.toThrow();
  });

  it('repeats a job once a period, at the multiples of the period, until asked for another period or closed', async () => {
    jest.useFakeTimers({ now: 1_000_030 });
    try {
      const queue = new InProcessQueue<string>('t', options);
      const ids: string[] = [];
      queue.process(async (job) => void ids.push(String(job.id)));
      await queue.repeat('sweep', 'x', 100);
      await queue.repeat('sweep', 'x', 100);
      await jest.advanceTimersByTimeAsync(370);
      expect(ids).toEqual(['sweep@1000100', 'sweep@1000200', 'sweep@1000300', 'sweep@1000400']);
      await queue.repeat('sweep', 'x', 1000);
      await jest.advanceTimersByTimeAsync(1000);
      expect(ids.slice(4)).toEqual(['sweep@1001000']);
      await queue.close();
      await jest.advanceTimersByTimeAsync(5000);
      expect(ids).toHaveLength(5);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps jobs added before a worker exists and runs at most `concurrency` at once', async () => {
    const queue = new InProcessQueue<number>('t', options);
    for (let i = 0; i < 6; i += 1) await queue.add(String(i), i);
    let running = 0;
    let peak = 0;
    let finished = 0;
    await new Promise<void>((resolve) =>
      queue.process(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        finished += 1;
        if (finished === 6) resolve();
      }),
    );
    expect(peak).toBe(2);
    await queue.close();
  });
});
