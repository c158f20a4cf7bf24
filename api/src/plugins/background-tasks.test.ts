import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';

/** A logger writing its entries into an array. */
function recordingLog() {
  const entries: Array<{ msg?: string; task?: string; err?: { message?: string } }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      entries.push(JSON.parse(chunk.toString()) as (typeof entries)[number]);
      done();
    },
  });
  return { log: pino(sink), entries };
}

describe('background tasks', () => {
  it.each([
    [
      'rejects',
      async () => {
        throw new Error('smtp down');
      },
    ],
    [
      'throws before returning a promise',
      () => {
        throw new Error('smtp down');
      },
    ],
  ])('log a task that %s under its name, and never hand the error back', async (_case, task) => {
    const { log, entries } = recordingLog();
    const tasks = createBackgroundTasks(log);

    expect(() => tasks.run('password reset link', task)).not.toThrow();
    await tasks.settled();

    expect(entries).toMatchObject([{ msg: 'background task failed', task: 'password reset link', err: { message: 'smtp down' } }]);
  });

  it('settle once every task started so far has ended', async () => {
    const { log } = recordingLog();
    const tasks = createBackgroundTasks(log);
    const ended: string[] = [];
    let release = () => {};
    tasks.run('held', () => new Promise<void>((resolve) => (release = resolve)).then(() => void ended.push('held')));
    tasks.run('quick', async () => void ended.push('quick'));

    const settled = tasks.settled().then(() => ended.length);
    release();

    expect(await settled).toBe(2);
    expect(ended).toEqual(['quick', 'held']);
  });
});
