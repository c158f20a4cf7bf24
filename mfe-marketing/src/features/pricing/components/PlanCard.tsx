import { Check, X } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@lettra/shared-ui';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { planText, type Plan } from '../content/plans.ts';
import type { PlanButton } from '../hooks/usePlanButtons.ts';

/** One plan: price, what it includes and what it does not, and its button. */
export function PlanCard({ plan, button }: { plan: Plan; button: PlanButton }) {
  return (
    <Card
      className={cn(
        'mk:relative mk:flex mk:h-full mk:flex-col',
        plan.popular && 'mk:border-brand-600 mk:ring-2 mk:ring-brand-600',
      )}
    >
      <CardHeader>
        <div className="mk:flex mk:flex-wrap mk:items-center mk:justify-between mk:gap-2">
          <CardTitle className="mk:text-xl">{plan.title}</CardTitle>
          {plan.popular && <Badge variant="premium">{planText.popular}</Badge>}
        </div>
        <p className="mk:mt-2 mk:flex mk:items-baseline mk:gap-1">
          <span className="mk:text-4xl mk:font-bold mk:tracking-tight mk:text-ink-900">{plan.price}</span>
          <span className="mk:text-ink-600">{plan.period}</span>
        </p>
        <CardDescription className="mk:mt-1">{frenchSpacing(plan.description)}</CardDescription>
      </CardHeader>
      <CardContent className="mk:flex-1">
        <ul className="mk:flex mk:flex-col mk:gap-3">
          {plan.features.map(({ text, included }) => (
            <li key={text} className="mk:flex mk:items-start mk:gap-2">
              {included ? (
                <Check aria-hidden="true" className="mk:mt-0.5 mk:size-5 mk:shrink-0 mk:text-success-700" />
              ) : (
                <X aria-hidden="true" className="mk:mt-0.5 mk:size-5 mk:shrink-0 mk:text-ink-400" />
              )}
              <span className={included ? 'mk:text-ink-800' : 'mk:text-ink-500'}>
                {text}
                <span className="mk:sr-only"> ({included ? planText.included : planText.notIncluded})</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          size="lg"
          variant={plan.popular ? 'primary' : 'outline'}
          className={button.disabled ? 'mk:w-full mk:cursor-not-allowed mk:opacity-60' : 'mk:w-full'}
          aria-disabled={button.disabled || undefined}
          loading={button.loading}
          onClick={button.onSelect}
        >
          {button.label}
        </Button>
      </CardFooter>
    </Card>
  );
}
