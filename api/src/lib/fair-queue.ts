/**
 * Items waiting their turn, one line per owner (an account). The line served next is the one whose
 * owner has had the least service (the worker time `charge` reports), ties in turn: an owner whose
 * jobs take 150 ms gets one started while another's 10 ms jobs get fifteen. One owner's backlog never
 * sits in front of another owner's job, and a light user is not made to alternate with a heavy one.
 *
 * Service is counted as in start-time fair queueing: `now` is the service of the owner served last,
 * and an owner opening a line starts from at least that, so time spent idle is no credit; an owner
 * is never counted more than `maxLeadMs` ahead of it, so a heavy owner is never shut out for long.
 */
export interface FairQueue<T> {
  /** Adds `item` at the end of its owner's line; an owner with no line joins the round last. */
  push(owner: string, item: T): void;
  /** Takes the first item of the least-served owner's line; that line goes to the end of the round. */
  shift(): T | undefined;
  /** Takes `item` out wherever it waits (its asker left, or its time ran out); false when it was not waiting. */
  remove(owner: string, item: T): boolean;
  /** Counts `ms` of service to `owner` (a job of theirs has run that long). */
  charge(owner: string, ms: number): void;
  /** Items waiting in all. */
  readonly size: number;
  /** The first item of each line: the oldest one waiting is among them. */
  heads(): T[];
}

// How far ahead of the least-served an owner's count may run: the longest a heavy owner waits, in
// others' service, before its next item starts.
const MAX_LEAD_MS = 2000;

export function createFairQueue<T>({ maxLeadMs = MAX_LEAD_MS }: { maxLeadMs?: number } = {}): FairQueue<T> {
  // A Map keeps its keys in the order they were set: the round's order, for ties. A line served is
  // set again, which moves it to the end.
  const lines = new Map<string, T[]>();
  // Service per owner, on the queue's own scale (`now`); owners back at `now` with no line are forgotten.
  const served = new Map<string, number>();
  let now = 0;
  let size = 0;

  const forgetIfIdle = (owner: string) => {
    if (!lines.has(owner) && (served.get(owner) ?? 0) <= now) served.delete(owner);
  };

  return {
    push(owner, item) {
      const line = lines.get(owner);
      if (line) line.push(item);
      else {
        lines.set(owner, [item]);
        served.set(owner, Math.max(served.get(owner) ?? 0, now));
      }
      size += 1;
    },
    shift() {
      let next: string | undefined;
      for (const owner of lines.keys()) {
        if (next === undefined || (served.get(owner) ?? 0) < (served.get(next) ?? 0)) next = owner;
      }
      const line = next === undefined ? undefined : lines.get(next);
      if (next === undefined || !line) return undefined;
      const item = line.shift() as T;
      lines.delete(next);
      if (line.length > 0) lines.set(next, line);
      now = Math.max(now, served.get(next) ?? 0);
      size -= 1;
      return item;
    },
    remove(owner, item) {
      const line = lines.get(owner);
      const at = line?.indexOf(item) ?? -1;
      if (!line || at < 0) return false;
      line.splice(at, 1);
      // An emptied line leaves the round; the owner's next item starts a line at its end.
      if (line.length === 0) {
        lines.delete(owner);
        forgetIfIdle(owner);
      }
      size -= 1;
      return true;
    },
    charge(owner, ms) {
      served.set(owner, Math.min(Math.max(served.get(owner) ?? 0, now) + ms, now + maxLeadMs));
      forgetIfIdle(owner);
    },
    get size() {
      return size;
    },
    heads() {
      return [...lines.values()].map((line) => line[0] as T);
    },
  };
}
