// Shared look of text controls (Input, Textarea): one place so both stay identical.
export const controlClasses =
  'w-full rounded-control border border-ink-300 bg-white px-3 text-base text-ink-900 shadow-soft transition-colors sm:text-sm ' +
  'placeholder:text-ink-500 hover:border-ink-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-500 ' +
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600/30';
