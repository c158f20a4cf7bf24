// A worker for the worker pool's own tests: jobs that answer, fail, never end, or wait for the test.
import { serveJobs } from '../src/lib/worker-jobs.ts';

export const testJobs = {
  double: (value: number) => value * 2,
  fail: (message: string) => {
    throw new Error(message);
  },
  spin: (_: null) => {
    for (;;) {
      // A job stuck in a loop, as a backtracking pattern would be.
    }
  },
  // Blocks its worker until the test stores 1 in the shared cell.
  hold: (cell: Int32Array) => {
    Atomics.wait(cell, 0, 0);
    return 'released';
  },
  crash: (_: null) => process.exit(3),
};

serveJobs(testJobs);
