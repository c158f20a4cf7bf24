import type { ReactNode } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@lettra/shared-ui';

/** The 'back' link at the top of a page (docs/product.md §2: back to /dashboard, back to /pricing). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="ac:-ml-3 ac:self-start">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
