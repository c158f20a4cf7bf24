import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@lettra/shared-ui/router';
import { useAuth } from '@lettra/shared-ui';
import { AuthCard } from '../features/auth-forms/components/AuthCard.tsx';
import { SignupConfirmForm } from '../features/auth-forms/components/SignupConfirmForm.tsx';
import { SignupForm } from '../features/auth-forms/components/SignupForm.tsx';
import { useNextPath } from '../features/auth-forms/hooks/useNextPath.ts';
import { readSignupToken } from '../features/auth-forms/model/signup-link.ts';
import { linkClasses } from '../lib/link-classes.ts';
import '../styles.css';

/** The signup form, and the page its mailed link opens (`/signup#token=…`), which creates the account. */
export default function SignupPage() {
  const { user } = useAuth();
  const next = useNextPath();
  const location = useLocation();
  const navigate = useNavigate();
  const linked = readSignupToken(location.hash);
  const [token, setToken] = useState(linked);
  // Kept once read (a second link opened in this tab replaces it): the address bar loses it below.
  if (linked && linked !== token) setToken(linked);

  // The token leaves the address bar, so that it stays out of the history.
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  if (user) return <Navigate to={next.path} replace />;
  if (token) {
    return (
      <AuthCard title="Activer votre compte" description="Saisissez le mot de passe choisi à l’inscription pour activer votre compte.">
        <SignupConfirmForm token={token} nextPath={next.path} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Créer un compte"
      description="Générez des lettres de motivation personnalisées en quelques secondes."
      footer={
        <p>
          Déjà un compte ?{' '}
          <Link to={`/login${next.query}`} className={linkClasses}>
            Connectez-vous
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
