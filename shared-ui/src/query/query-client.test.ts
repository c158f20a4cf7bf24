import { ApiError } from '../api/api-error.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 429])('never retries a refusal (%i)', (status) => {
    expect(shouldRetry(0, new ApiError(status, {}))).toBe(false);
  });

  it('retries a lost connection or a server failure twice', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, new ApiError(0, {})))).toEqual([true, true, false]);
    expect([0, 1, 2].map((count) => shouldRetry(count, new ApiError(503, {})))).toEqual([true, true, false]);
  });
});
