import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@lettra/shared-ui/router';
import { AuthCard } from '../features/auth-forms/components/AuthCard.tsx';
import { EmailChangeAction } from '../features/email-change/components/EmailChangeAction.tsx';
import { readEmailChangeLink } from '../features/email-change/model/email-change-link.ts';
import { linkClasses } from '../lib/link-classes.ts';
import '../styles.css';

const TITLES = {
  confirm: 'Confirmer votre nouvelle adresse e-mail',
  undo: 'Annuler le changement d’adresse e-mail',
} as const;

/** Where the two links of an address change land (docs/security.md): confirm it, or undo it. Open to visitors. */
export default function EmailChangePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => readEmailChangeLink(location.hash));

  // The token is read once; it leaves the address bar so that it stays out of the history.
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  if (!link) {
    return (
      <AuthCard title="Lien incomplet" description="Ce lien de changement d’adresse e-mail est incomplet. Ouvrez-le à nouveau depuis l’e-mail reçu, sans le modifier.">
        <Link to="/settings" className={linkClasses}>
          Aller aux paramètres
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLES[link.action]}>
      <EmailChangeAction link={link} />
    </AuthCard>
  );
}
