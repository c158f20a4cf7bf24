/**
 * Name matcher for Testing Library queries that ignores the kind of space: pages put non-breaking spaces
 * before '?' and ':' (lib/french-spacing.ts), and a test should read like the plain French sentence.
 */
export function named(text: string) {
  return (accessibleName: string) => accessibleName.replace(/\s+/g, ' ') === text;
}

/** Text of an element with every space made plain, for comparing headings to plain strings. */
export function plainText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}
