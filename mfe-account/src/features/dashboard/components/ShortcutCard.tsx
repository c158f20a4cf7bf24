import type { ReactNode } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { ArrowRight } from 'lucide-react';
import { Card, CardContent } from '@lettra/shared-ui';

type ShortcutCardProps = { to: string; title: string; text: string; icon: ReactNode };

/**
 * A dashboard card leading to another account page. The link is the heading's text (its accessible name is
 * just the title) and stretches over the card, so the whole card is clickable.
 */
export function ShortcutCard({ to, title, text, icon }: ShortcutCardProps) {
  return (
    <Card className="ac:relative ac:transition-shadow ac:hover:shadow-elevated ac:focus-within:ring-2 ac:focus-within:ring-brand-600">
      <CardContent className="ac:flex ac:h-full ac:flex-col ac:gap-3">
        <span aria-hidden="true" className="ac:flex ac:size-10 ac:items-center ac:justify-center ac:rounded-full ac:bg-brand-50 ac:text-brand-700 ac:[&_svg]:size-5">
          {icon}
        </span>
        <h2 className="ac:text-lg ac:font-semibold ac:text-ink-900">
          <Link to={to} className="ac:outline-none ac:after:absolute ac:after:inset-0 ac:after:rounded-card">
            {title}
          </Link>
        </h2>
        <p className="ac:text-sm ac:text-ink-600">{text}</p>
        <ArrowRight aria-hidden="true" className="ac:mt-auto ac:size-5 ac:text-brand-700" />
      </CardContent>
    </Card>
  );
}
