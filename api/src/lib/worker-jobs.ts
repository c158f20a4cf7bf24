import { parentPort } from 'node:worker_threads';

/** The jobs a worker can run, by name: each takes one structured-clonable input and returns (or resolves with) a clonable value. */
// `never` so that a table of functions with any input type fits; callers get the real types back from the table.
export type JobTable = Record<string, (input: never) => unknown>;

export interface JobRequest {
  id: number;
  name: string;
  input: unknown;
}

export type JobReply = { id: number; value: unknown } | { id: number; error: string };

/**
 * The body of a worker thread: runs each job the pool posts, one at a time, and posts back its
 * value or its error's message (an Error itself does not survive the trip with its type).
 */
export function serveJobs(jobs: JobTable): void {
  const port = parentPort;
  if (port === null) throw new Error('serveJobs runs inside a worker thread');
  port.on('message', async ({ id, name, input }: JobRequest) => {
    try {
      const job = jobs[name];
      if (job === undefined) throw new Error(`unknown job ${name}`);
      port.postMessage({ id, value: await job(input as never) } satisfies JobReply);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies JobReply);
    }
  });
}
