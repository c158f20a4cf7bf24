import type { LucideIcon } from 'lucide-react';
import { Link } from '@lettra/shared-ui/router';
import { linkClasses } from './link-classes.ts';

interface DoneMessageProps {
  /** What was done: a sent e-mail, a changed password or address. */
  icon: LucideIcon;
  /** The api's answer, or the screen's own text when it sends none; announced as a status. */
  message: string;
  /** Where to go next. */
  next: { to: string; label: string };
}

/** What replaces an account form once the api has done what it asked. */
export function DoneMessage({ icon: Icon, message, next }: DoneMessageProps) {
  return (
    <div className="ac:flex ac:flex-col ac:items-center ac:gap-4 ac:text-center">
      <Icon aria-hidden="true" className="ac:size-10 ac:text-success-700" />
      <p role="status" className="ac:text-sm ac:text-ink-700">
        {message}
      </p>
      <Link to={next.to} className={linkClasses}>
        {next.label}
      </Link>
    </div>
  );
}
