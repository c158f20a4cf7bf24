/**
 * Focuses `element` now, or as soon as it is no longer disabled: a dialog's trigger that shows its
 * action running ('Télécharger' loading) is disabled when the dialog closes, and focusing it then
 * would leave focus on <body>. Does nothing if something else took focus meanwhile. Returns a stop.
 */
export function focusWhenEnabled(element: HTMLElement): () => void {
  const isDisabled = () => element.hasAttribute('disabled');
  const focusIfNothingElseIs = () => {
    const active = element.ownerDocument.activeElement;
    if (active === null || active === element.ownerDocument.body) element.focus();
  };
  if (!isDisabled()) {
    element.focus();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (isDisabled()) return;
    observer.disconnect();
    focusIfNothingElseIs();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}
