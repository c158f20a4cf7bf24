/**
 * When the generator warns, before generating, that the CV answers almost none of what the posting asks
 * (a one-line waiter's CV for an accounting post): fewer than a third of the posting's
 * checkable asks (must-haves and missions) answered, and at most one, out of at least three.
 */
export const ALMOST_NONE = {
  shareBelow: 1 / 3,
  atMost: 1,
  /** Under this many checkable asks, a share says nothing. */
  minAsks: 3,
} as const;
