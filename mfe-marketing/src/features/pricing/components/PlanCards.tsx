import { plans, planText } from '../content/plans.ts';
import { usePlanButtons } from '../hooks/usePlanButtons.ts';
import { PlanCard } from './PlanCard.tsx';

/** The two plan cards, shared by the landing page and /pricing. */
export function PlanCards() {
  const buttons = usePlanButtons();
  return (
    <div className="mk:mx-auto mk:max-w-4xl">
      <ul className="mk:grid mk:gap-6 mk:md:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} button={buttons[plan.id]} />
          </li>
        ))}
      </ul>
      <p className="mk:mt-6 mk:text-center mk:text-sm mk:text-ink-600">{planText.guarantee}</p>
    </div>
  );
}
