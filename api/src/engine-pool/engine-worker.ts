// The entry of each engine worker thread (engine-pool.ts starts them).
import { serveJobs } from '../lib/worker-jobs.ts';
import { engineJobs } from './engine-jobs.ts';

serveJobs(engineJobs);
