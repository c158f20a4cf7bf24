import { Link } from '@lettra/shared-ui/router';
import { Crown } from 'lucide-react';
import { Badge, Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';

/** 'Bienvenue, {name}!' with the subscribe button for users without a subscription (docs/product.md §2). */
export function DashboardHeader({ name, isSubscribed }: { name: string; isSubscribed: boolean }) {
  return (
    <header className="ac:flex ac:flex-col ac:gap-4 ac:sm:flex-row ac:sm:items-center ac:sm:justify-between">
      <div className="ac:flex ac:flex-col ac:gap-1">
        <div className="ac:flex ac:flex-wrap ac:items-center ac:gap-3">
          <h1 className="ac:text-2xl ac:font-bold ac:tracking-tight ac:text-ink-900 ac:sm:text-3xl">{fr.dashboard.welcome(name)}</h1>
          {isSubscribed && (
            <Badge variant="premium">
              <Crown aria-hidden="true" />
              Premium
            </Badge>
          )}
        </div>
        <p className="ac:text-ink-600">Créez, retrouvez et gérez vos lettres de motivation.</p>
      </div>
      {!isSubscribed && (
        <Button asChild variant="premium">
          <Link to="/checkout">
            <Crown aria-hidden="true" />
            {fr.dashboard.subscribe}
          </Link>
        </Button>
      )}
    </header>
  );
}
