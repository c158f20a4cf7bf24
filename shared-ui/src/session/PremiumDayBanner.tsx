import { Sparkles } from 'lucide-react';
import { formatFrenchTime } from '../strings/format-date.ts';
import { usePremium } from './usePremium.ts';

/** Premium-day banner of the landing page and the dashboard; hidden for subscribers and when off. */
export function PremiumDayBanner() {
  const { isSubscribed, premiumDayEndsAt } = usePremium();
  if (isSubscribed || !premiumDayEndsAt) return null;
  return (
    <div role="region" aria-label="Journée spéciale Premium" className="bg-gradient-to-r from-accent-100 to-brand-100 px-4 py-3 text-center text-sm text-ink-900">
      <Sparkles aria-hidden className="mr-2 inline size-4 text-accent-700" />
      <strong>Journée spéciale Premium !</strong> Toutes les fonctionnalités Premium sont débloquées pour tous
      aujourd'hui, jusqu'à <time dateTime={premiumDayEndsAt.toISOString()}>{formatFrenchTime(premiumDayEndsAt)}</time>.
    </div>
  );
}
