import { ConcurrencyLimit } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  /** A task that runs until `finish` is called, noting when it started. */
  function tasks(count: number) {
    const started: number[] = [];
    const finish: Array<(fail?: boolean) => void> = [];
    const make = (n: number) => () =>
      new Promise<number>((done, fail) => {
        started.push(n);
        finish[n] = (failed) => (failed ? fail(new Error(`task ${n}`)) : done(n));
      });
    return { started, finish, all: Array.from({ length: count }, (_, n) => make(n)) };
  }
  const settle = () => new Promise((next) => setImmediate(next));

  it('runs at most its limit at once, the rest in the order they came', async () => {
    const limit = new ConcurrencyLimit(2);
    const { started, finish, all } = tasks(5);
    const results = all.map((task) => limit.run(task));
    await settle();
    expect(started).toEqual([0, 1]);
    finish[1]();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    finish[0]();
    finish[2]();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]();
    finish[4]();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives a failed task’s place to the next', async () => {
    const limit = new ConcurrencyLimit(1);
    const { started, finish, all } = tasks(2);
    const first = limit.run(all[0]);
    const second = limit.run(all[1]);
    await settle();
    finish[0](true);
    await expect(first).rejects.toThrow('task 0');
    await settle();
    expect(started).toEqual([0, 1]);
    finish[1]();
    expect(await second).toBe(1);
    // The slot is free again: a new task starts at once.
    let ran = false;
    await limit.run(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
