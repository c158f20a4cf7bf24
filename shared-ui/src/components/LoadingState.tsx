import { cn } from '../lib/cn.ts';
import { fr } from '../strings/fr.ts';
import { Spinner } from './Spinner.tsx';

export type LoadingStateProps = {
  /** Visible and announced text. */
  label?: string;
  className?: string;
};

/** Block shown while a region loads: a spinner and a visible French text, announced politely (role=status). */
export function LoadingState({ label = fr.common.loading, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      className={cn('flex min-h-40 flex-col items-center justify-center gap-3 p-8 text-sm text-ink-600', className)}
    >
      <Spinner className="size-6 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
