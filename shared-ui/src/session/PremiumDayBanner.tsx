import { Sparkles } from 'lucide-react';
import { usePremium } from './usePremium.ts';

/** '23h59' — French hour format of the promotion's end (spec §1). */
function frenchTime(date: Date): string {
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${hh}h${mm}`;
}

/** Premium-day banner of the landing page and the dashboard; hidden for subscribers and when off. */
export function PremiumDayBanner() {
  const { isSubscribed, premiumDayEndsAt } = usePremium();
  if (isSubscribed || !premiumDayEndsAt) return null;
  return (
    <div role="region" aria-label="Journée spéciale Premium" className="bg-gradient-to-r from-accent-100 to-brand-100 px-4 py-3 text-center text-sm text-ink-900">
      <Sparkles aria-hidden className="mr-2 inline size-4 text-accent-700" />
      <strong>Journée spéciale Premium !</strong> Toutes les fonctionnalités Premium sont débloquées pour tous
      aujourd'hui, jusqu'à <time dateTime={premiumDayEndsAt.toISOString()}>{frenchTime(premiumDayEndsAt)}</time>.
    </div>
  );
}
