import { act, render } from '@testing-library/react';
import { AuthContext, toast } from '@lettra/shared-ui';
import { authValue } from '../test/auth-value.ts';
import { PREMIUM_NOTICE_FLAG } from './premium-notice-flag.ts';
import { PREMIUM_NOTICE_DELAY_MS, usePremiumNotice } from './usePremiumNotice.ts';

vi.mock('@lettra/shared-ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lettra/shared-ui')>();
  return { ...actual, toast: vi.fn() };
});

function Notice() {
  usePremiumNotice();
  return null;
}

const renderWith = (premiumDayEndsAt: string | null) =>
  render(
    <AuthContext value={authValue({ premiumDayEndsAt })}>
      <Notice />
    </AuthContext>,
  );

describe('premium-day notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    vi.mocked(toast).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('appears 1.5 s after the first load, then sets the flag', () => {
    renderWith('2026-11-22T22:59:59.999Z');
    act(() => vi.advanceTimersByTime(PREMIUM_NOTICE_DELAY_MS - 1));
    expect(toast).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(toast).toHaveBeenCalledWith('Journée spéciale Premium !', expect.any(Object));
    expect(localStorage.getItem(PREMIUM_NOTICE_FLAG)).toBe('true');
  });

  it('stays silent once the flag is set', () => {
    localStorage.setItem(PREMIUM_NOTICE_FLAG, 'true');
    renderWith('2026-11-22T22:59:59.999Z');
    act(() => vi.advanceTimersByTime(5000));
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays silent when no promotion runs', () => {
    renderWith(null);
    act(() => vi.advanceTimersByTime(5000));
    expect(toast).not.toHaveBeenCalled();
  });
});
