import type { ReactNode } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { ArrowRight } from 'lucide-react';
import { Button, type ButtonProps } from '@lettra/shared-ui';

type ForwardLinkProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & { to: string; children: ReactNode };

/** A link with a button's look and an arrow after its words: a call to try Lettra, or to see all of a band. */
export function ForwardLink({ to, children, ...button }: ForwardLinkProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
