/** Placeholder while a remote's code arrives; sized so the page does not jump much. */
export function RemoteLoading({ label }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center text-ink-500">
      <span className="mr-3 size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      {label ? `Chargement : ${label}…` : 'Chargement...'}
    </div>
  );
}
