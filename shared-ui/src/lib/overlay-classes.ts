// Shared look of the modal overlays (Dialog, ConfirmDialog), so both dim the page the same way.
export const overlayClasses = 'fixed inset-0 z-50 bg-ink-950/40 backdrop-blur-[2px] motion-safe:animate-fade-in';

export const modalPanelClasses =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 ' +
  'overflow-y-auto rounded-dialog border border-ink-200 bg-white p-6 text-ink-800 shadow-elevated focus:outline-none motion-safe:animate-dialog-in sm:p-8';
