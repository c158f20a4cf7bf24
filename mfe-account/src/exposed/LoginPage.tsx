import { Link, Navigate } from '@lettra/shared-ui/router';
import { useAuth } from '@lettra/shared-ui';
import { AuthCard } from '../features/auth-forms/components/AuthCard.tsx';
import { LoginForm } from '../features/auth-forms/components/LoginForm.tsx';
import { useNextPath } from '../features/auth-forms/hooks/useNextPath.ts';
import { linkClasses } from '../lib/link-classes.ts';
import '../styles.css';

export default function LoginPage() {
  const { user } = useAuth();
  const next = useNextPath();
  // Already signed in (another tab, or the back button after login): nothing to do here.
  if (user) return <Navigate to={next.path} replace />;
  return (
    <AuthCard
      title="Connexion"
      description="Connectez-vous pour retrouver vos lettres de motivation."
      footer={
        <p>
          Pas encore de compte ?{' '}
          <Link to={`/signup${next.query}`} className={linkClasses}>
            Créer un compte
          </Link>
        </p>
      }
    >
      <LoginForm nextPath={next.path} />
    </AuthCard>
  );
}
