import { useNavigate } from '@lettra/shared-ui/router';
import { toast, useAuth, usePremium } from '@lettra/shared-ui';
import { useTrialTarget } from '../../../lib/useTrialTarget.ts';
import { planText, type PlanId } from '../content/plans.ts';

export interface PlanButton {
  label: string;
  disabled: boolean;
  /** The session is not known yet: the button waits rather than guess the visitor's state. */
  loading: boolean;
  onSelect: () => void;
}

/**
 * Button of each plan card for the current visitor (docs/product.md §2, /pricing): the Premium button sends a
 * visitor to /signup with a toast, is shown disabled to a subscriber (aria-disabled, so that a click
 * still explains: the 'already premium' toast and /dashboard, docs/product.md §2), and leads everyone else to /checkout.
 */
export function usePlanButtons(): Record<PlanId, PlanButton> {
  const { user, status } = useAuth();
  // A subscriber cannot buy twice ('Vous êtes déjà abonné Premium'); a free user enjoying the
  // premium day still can, so the promotion does not count here.
  const { isSubscribed } = usePremium();
  const navigate = useNavigate();
  const trialTarget = useTrialTarget();
  const loading = status === 'loading';
  const premiumUser = user !== null && isSubscribed;

  return {
    free: {
      label: user ? planText.openDashboard : planText.startFree,
      disabled: false,
      loading,
      onSelect: () => navigate(trialTarget),
    },
    premium: {
      label: premiumUser ? planText.alreadyPremium : planText.upgrade,
      disabled: premiumUser,
      loading,
      onSelect: () => {
        if (!user) {
          toast(planText.signupFirst.title, { description: planText.signupFirst.description });
          navigate('/signup');
        } else if (isSubscribed) {
          toast(planText.alreadySubscribed);
          navigate('/dashboard');
        } else {
          navigate('/checkout');
        }
      },
    },
  };
}
