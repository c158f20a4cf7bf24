import type { AccountSession } from '@lettra/contracts';
import { Badge, Button, formatFrenchDate, formatFrenchTime } from '@lettra/shared-ui';
import { useActiveSessions } from '../hooks/useActiveSessions.ts';

function SessionItem({ session, busy, onEnd }: { session: AccountSession; busy: boolean; onEnd: () => void }) {
  return (
    <li aria-label={session.device} className="ac:flex ac:flex-wrap ac:items-center ac:justify-between ac:gap-3 ac:py-3">
      <div className="ac:flex ac:flex-col ac:gap-1">
        <p className="ac:flex ac:flex-wrap ac:items-center ac:gap-2 ac:text-sm ac:font-medium ac:text-ink-900">
          {session.device}
          {session.current && <Badge variant="brand">Cette session</Badge>}
        </p>
        <p className="ac:text-sm ac:text-ink-600">
          Dernière activité :{' '}
          <time dateTime={session.lastActiveAt}>
            {formatFrenchDate(session.lastActiveAt)} à {formatFrenchTime(session.lastActiveAt)}
          </time>
        </p>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" loading={busy} onClick={onEnd}>
          Déconnecter
        </Button>
      )}
    </li>
  );
}

/**
 * The devices where the account is signed in (docs/security.md): each with its last activity, 'Cette
 * session' for this browser, 'Déconnecter' for the others, and one button for all of them.
 */
export function ActiveSessions() {
  const { result, ending, end, endOthers } = useActiveSessions();
  const others = result.state === 'ready' ? result.sessions.filter((session) => !session.current).length : 0;

  return (
    <div className="ac:flex ac:flex-col ac:gap-2">
      <h3 id="appareils-connectes" className="ac:text-base ac:font-semibold ac:text-ink-900">
        Appareils connectés
      </h3>
      <p className="ac:text-sm ac:text-ink-600">Déconnectez tout appareil que vous ne reconnaissez pas.</p>
      {result.state === 'loading' && (
        <p role="status" className="ac:text-sm ac:text-ink-600">
          Chargement des appareils connectés...
        </p>
      )}
      {result.state === 'failed' && <p className="ac:text-sm ac:text-ink-600">La liste des appareils connectés est momentanément indisponible.</p>}
      {result.state === 'ready' && (
        <ul aria-labelledby="appareils-connectes" className="ac:divide-y ac:divide-ink-100">
          {result.sessions.map((session) => (
            <SessionItem key={session.id} session={session} busy={ending === session.id} onEnd={() => void end(session)} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button variant="outline" className="ac:self-start" loading={ending === 'others'} onClick={() => void endOthers()}>
          Déconnecter les autres appareils
        </Button>
      )}
    </div>
  );
}
