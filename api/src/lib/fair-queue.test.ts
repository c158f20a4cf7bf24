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

  it("lists each line's first item", () => {
    const queue = createFairQueue<string>();
    expect(queue.heads()).toEqual([]);
    queue.push('a', 'a1');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    expect(queue.heads()).toEqual(['a1', 'b1']);
  });
});
