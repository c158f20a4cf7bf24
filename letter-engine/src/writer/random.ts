/** A seeded source of numbers in [0, 1): the same seed gives the same letter, another seed another one. */
export type Random = () => number;

/**
 * mulberry32: a tiny, fast generator with good enough spread for choosing phrasings. The package
 * never calls Math.random (randomness is an argument), so a seed makes every letter reproducible.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy of `items` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Mixes a string into a seed, so each kind of choice draws its own sequence from one letter seed. */
export function subSeed(seed: number, key: string): number {
  let hash = seed ^ 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
