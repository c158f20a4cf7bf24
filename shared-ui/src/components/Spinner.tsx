import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export type SpinnerProps = {
  /** When given, the spinner announces itself (role=status) with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('size-4 motion-safe:animate-spin', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
