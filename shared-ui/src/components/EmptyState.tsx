import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type EmptyStateProps = {
  /** Decorative icon, e.g. `<Inbox />` from lucide-react. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Usually a `<Button>`, e.g. a reset or 'Nouvelle lettre'. */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-ink-300 px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&_svg]:size-6"
        >
          {icon}
        </span>
      )}
      <p className="text-base font-semibold text-ink-900">{title}</p>
      {text && <p className="max-w-sm text-sm text-ink-600">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
