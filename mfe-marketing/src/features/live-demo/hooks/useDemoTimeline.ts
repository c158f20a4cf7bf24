import { useCallback, useEffect, useState } from 'react';

interface TimelineOptions {
  /** Number of stages; the timeline ends at `stageCount` (every stage done). */
  stageCount: number;
  /** Time spent on each stage. */
  stageMs: number;
  /** The timeline waits until this is true (e.g. the demo is on screen). */
  running: boolean;
  /** Skip the animation: every stage is done at once. */
  reducedMotion: boolean;
}

/**
 * Index of the stage in progress (0…stageCount-1), or stageCount when all are done. Plays once and
 * stops, so the moving content lasts less than five seconds (WCAG 2.2.2); `replay` starts it again.
 */
export function useDemoTimeline({ stageCount, stageMs, running, reducedMotion }: TimelineOptions) {
  const [stage, setStage] = useState(0);

  useEffect(() => {
    if (!running || reducedMotion || stage >= stageCount) return;
    const timer = setTimeout(() => setStage((current) => current + 1), stageMs);
    return () => clearTimeout(timer);
  }, [running, reducedMotion, stage, stageCount, stageMs]);

  const replay = useCallback(() => setStage(0), []);

  return { stage: reducedMotion ? stageCount : stage, finished: reducedMotion || stage >= stageCount, replay };
}
