import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.ts';

function drain(queue: ReturnType<typeof createFairQueue<string>>): string[] {
  const taken: string[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) taken.push(item);
  return taken;
}

describe('fair queue', () => {
  it("serves one owner's items in the order they came", () => {
    const queue = createFairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('alice', item);
    expect(drain(queue)).toEqual(['a1', 'a2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it("puts another owner's single item second, however long the first owner's backlog", () => {
    const queue = createFairQueue<string>();
    for (let n = 1; n <= 300; n += 1) queue.push('flood', `f${n}`);
    queue.push('bob', 'b1');
    expect(drain(queue).slice(0, 3)).toEqual(['f1', 'b1', 'f2']);
  });

  // Each row: the pushes in order, and the order they are served in.
  const rounds: Array<[string, Array<[string, string]>, string[]]> = [
    ['owners take turns', [['a', 'a1'], ['a', 'a2'], ['b', 'b1'], ['b', 'b2'], ['c', 'c1']], ['a1', 'b1', 'c1', 'a2', 'b2']],
    ['a newcomer joins the round last', [['a', 'a1'], ['b', 'b1'], ['a', 'a2'], ['c', 'c1']], ['a1', 'b1', 'c1', 'a2']],
    ['one owner alone is served back to back', [['a', 'a1'], ['a', 'a2']], ['a1', 'a2']],
  ];
  it.each(rounds)('%s', (_title, pushes, served) => {
    const queue = createFairQueue<string>();
    for (const [owner, item] of pushes) queue.push(owner, item);
    expect(queue.size).toBe(pushes.length);
    expect(drain(queue)).toEqual(served);
  });

  it('sends an owner served to the end of the round, behind those who waited', () => {
    const queue = createFairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    expect(queue.shift()).toBe('a1');
    // a comes back while b still waits: b goes first.
    queue.push('a', 'a2');
    expect(drain(queue)).toEqual(['b1', 'a2']);
  });

  it('takes out an item wherever it waits, and an emptied line leaves the round', () => {
    const queue = createFairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    queue.push('a', 'a2');
    expect(queue.remove('b', 'b1')).toBe(true);
    expect(queue.remove('b', 'b1')).toBe(false);
    expect(queue.remove('c', 'a1')).toBe(false);
    expect(queue.size).toBe(2);
    queue.push('b', 'b2');
    expect(drain(queue)).toEqual(['a1', 'b2', 'a2']);
  });

  it("lets a light owner's jobs run ahead of a heavy owner's until their worker time evens out", () => {
    const queue = createFairQueue<string>();
    for (let n = 1; n <= 3; n += 1) queue.push('flood', `f${n}`);
    expect(queue.shift()).toBe('f1');
    queue.charge('flood', 150);
    for (let n = 1; n <= 20; n += 1) queue.push('bob', `b${n}`);
    const order: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      order.push(item);
      queue.charge(item.startsWith('b') ? 'bob' : 'flood', item.startsWith('b') ? 10 : 150);
    }
    // 150 ms of the flood's first job are worth fifteen of bob's 10 ms jobs (ties go in turn).
    expect(order.slice(0, 17)).toEqual([...Array.from({ length: 15 }, (_, n) => `b${n + 1}`), 'f2', 'b16']);
  });

  it('gives no credit for time spent idle: a newcomer starts level with the owner served last', () => {
    const queue = createFairQueue<string>();
    for (let n = 1; n <= 5; n += 1) {
      queue.push('a', `a${n}`);
      queue.push('b', `b${n}`);
    }
    const serve = (count: number) =>
      Array.from({ length: count }, () => {
        const item = queue.shift() as string;
        queue.charge(item.slice(0, 1), 100);
        return item;
      });
    expect(serve(6)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
    for (let n = 1; n <= 3; n += 1) queue.push('c', `c${n}`);
    // c is counted from the last start (200 ms), not from 0: one job to catch up, then turns.
    expect(serve(7)).toEqual(['c1', 'a4', 'b4', 'c2', 'a5', 'b5', 'c3']);
  });

  it('never counts an owner more than the lead cap ahead, so a heavy owner waits a bounded time', () => {
    const queue = createFairQueue<string>({ maxLeadMs: 100 });
    queue.push('heavy', 'h1');
    expect(queue.shift()).toBe('h1');
    queue.charge('heavy', 10_000);
    queue.push('heavy', 'h2');
    for (let n = 1; n <= 30; n += 1) queue.push('light', `l${n}`);
    const order: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      order.push(item);
      queue.charge(item.startsWith('l') ? 'light' : 'heavy', 10);
    }
    // Held back by 100 ms of the light owner's service, not by 10 s.
    expect(order.indexOf('h2')).toBe(10);
  });

  it("lists each line's first item", () => {
    const queue = createFairQueue<string>();
    expect(queue.heads()).toEqual([]);
    queue.push('a', 'a1');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    expect(queue.heads()).toEqual(['a1', 'b1']);
  });
});
