import { readFileSync } from 'node:fs';

// Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every common kernel).
const MICROSECONDS_PER_TICK = 10_000;

/**
 * CPU time a process has used so far (user and system, all its threads), in microseconds; null where
 * /proc does not tell (not Linux, or the process has ended).
 */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The fields after the command name, which is in brackets and may hold spaces: utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * MICROSECONDS_PER_TICK;
  } catch {
    return null;
  }
}
