import { useState } from 'react';

const format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short' });

/** docs/product.md §2: the last-login line shows the current date and time (fr-FR), as read when the page opened. */
export function LastLoginLine() {
  const [now] = useState(() => new Date());
  return (
    <p className="ac:text-sm ac:text-ink-600">
      Dernière connexion : <time dateTime={now.toISOString()}>{format.format(now)}</time>
    </p>
  );
}
