import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/**
 * What keeps a form from being sent, said once above its button (the sign-up's 'Veuillez remplir tous
 * les champs…'): an alert, read out as soon as it appears. A field's own problem goes under that
 * field (`<Field error>`); the api's refusal of a sent form is a toast.
 */
export function FormProblem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-control border border-danger-200 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
