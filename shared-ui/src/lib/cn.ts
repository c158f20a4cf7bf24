type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names, dropping falsy values. No conflict resolution (no tailwind-merge): components put the
 * caller's `className` last and callers avoid passing a class that fights a component's own.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
