import { Link } from '@lettra/shared-ui/router';
import { ArrowLeft } from 'lucide-react';
import { Button, type ButtonProps } from '@lettra/shared-ui';

/** 'Retour au blog': a link (it navigates) with a button's look. */
export function BackToBlogLink({ variant = 'ghost' }: { variant?: ButtonProps['variant'] }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/blog">
        <ArrowLeft aria-hidden="true" />
        Retour au blog
      </Link>
    </Button>
  );
}
