import { useEffect } from 'react';
import { fr, toast, useAuth } from '@lettra/shared-ui';
import { PREMIUM_NOTICE_FLAG } from './premium-notice-flag.ts';

/** docs/product.md §9: the notice waits 1.5 s after the first load. */
export const PREMIUM_NOTICE_DELAY_MS = 1500;

/** docs/product.md §4: on the first load without the flag, announce the premium day once, then set the flag. */
export function usePremiumNotice() {
  const { status, premiumDayEndsAt, user } = useAuth();
  const endsAt = user?.premiumDayEndsAt ?? premiumDayEndsAt;
  useEffect(() => {
    if (status !== 'ready' || !endsAt || localStorage.getItem(PREMIUM_NOTICE_FLAG)) return;
    const timer = setTimeout(() => {
      toast(fr.toasts.premiumNotice.title, {
        description: fr.toasts.premiumNotice.description,
        duration: 8000,
      });
      localStorage.setItem(PREMIUM_NOTICE_FLAG, 'true');
    }, PREMIUM_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, endsAt]);
}
