import { Link, useNavigate } from '@lettra/shared-ui/router';
import { fr, useAuth } from '@lettra/shared-ui';
import { useVisitorAtLoad } from '../session/visitor-at-load.ts';

/**
 * 'Mon Compte' / 'Déconnexion' when signed in, 'Se connecter' / "S'inscrire" otherwise (docs/product.md §2).
 * While the session is being read, neither: the signed-out links' room is kept empty, so a signed-in
 * user never sees 'Se connecter' flash and nothing moves when the links appear. A page the api served
 * without the session cookie came with the signed-out links drawn (`data-account-links="visitor"`,
 * docs/public-pages.md 'First load'): those stay while the session is read.
 */
export function AccountLinks({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const { user, status, logout } = useAuth();
  const visitorAtLoad = useVisitorAtLoad();
  const navigate = useNavigate();
  // Stacked in the phone menu: 44 px high, each entry a tap target of its own.
  const base = `rounded-lg px-4 ${stacked ? 'py-3' : 'py-2'} text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`;
  const quiet = `${base} text-ink-700 hover:bg-ink-100`;
  const strong = `${base} bg-brand-600 text-white hover:bg-brand-700`;
  const layout = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';

  if (user) {
    return (
      <div className={layout}>
        <Link to="/dashboard" className={quiet} onClick={onNavigate}>
          {fr.nav.account}
        </Link>
        <button
          type="button"
          className={`${quiet} text-left`}
          onClick={() => {
            onNavigate?.();
            // Leave first: an account page seeing the user vanish would redirect to /login.
            navigate('/');
            void logout();
          }}
        >
          {fr.nav.logout}
        </button>
      </div>
    );
  }
  if (status === 'loading' && !visitorAtLoad) {
    return (
      <div className={`${layout} invisible`} aria-hidden="true">
        <span className={quiet}>{fr.nav.login}</span>
        <span className={strong}>{fr.nav.signup}</span>
      </div>
    );
  }
  return (
    <div className={layout} data-account-links="visitor">
      <Link to="/login" className={quiet} onClick={onNavigate}>
        {fr.nav.login}
      </Link>
      <Link to="/signup" className={strong} onClick={onNavigate}>
        {fr.nav.signup}
      </Link>
    </div>
  );
}
