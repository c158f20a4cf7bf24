/**
 * Items waiting their turn, one line per owner (an account), the lines served in turn: every owner
 * with something waiting gets one item taken before any owner gets a second. One owner's backlog
 * never sits in front of another owner's item, which waits for at most one item of each other
 * owner with a line.
 *
 * Turns count items, not time. Counting worker time (start-time fair queueing) let a light user's
 * jobs run ahead of a heavy user's PDFs, but it holds a heavy owner back for its lead times the
 * number of owners: with 200 users at once, PDFs waited past their deadline (production/load.test.ts).
 */
export interface FairQueue<T> {
  /** Adds `item` at the end of its owner's line; an owner with no line joins the round last. */
  push(owner: string, item: T): void;
  /** Takes the first item of the line whose turn it is; that owner's line goes to the end of the round. */
  shift(): T | undefined;
  /** Takes `item` out wherever it waits (its asker left, or its time ran out); false when it was not waiting. */
  remove(owner: string, item: T): boolean;
  /** Items waiting in all. */
  readonly size: number;
  /** The first item of each line: the oldest one waiting is among them. */
  heads(): T[];
}

export function createFairQueue<T>(): FairQueue<T> {
  // A Map keeps its keys in the order they were set: the round's order. A line served is set
  // again, which moves it to the end.
  const lines = new Map<string, T[]>();
  let size = 0;

  return {
    push(owner, item) {
      const line = lines.get(owner);
      if (line) line.push(item);
      else lines.set(owner, [item]);
      size += 1;
    },
    shift() {
      for (const [owner, line] of lines) {
        const item = line.shift() as T;
        lines.delete(owner);
        if (line.length > 0) lines.set(owner, line);
        size -= 1;
        return item;
      }
      return undefined;
    },
    remove(owner, item) {
      const line = lines.get(owner);
      const at = line?.indexOf(item) ?? -1;
      if (!line || at < 0) return false;
      line.splice(at, 1);
      // An emptied line leaves the round; the owner's next item starts a line at its end.
      if (line.length === 0) lines.delete(owner);
      size -= 1;
      return true;
    },
    get size() {
      return size;
    },
    heads() {
      return [...lines.values()].map((line) => line[0] as T);
    },
  };
}
