import { Link, Navigate } from '@lettra/shared-ui/router';
import { useAuth } from '@lettra/shared-ui';
import { AuthCard } from '../features/auth-forms/components/AuthCard.tsx';
import { SignupForm } from '../features/auth-forms/components/SignupForm.tsx';
import { useNextPath } from '../features/auth-forms/hooks/useNextPath.ts';
import { linkClasses } from '../lib/link-classes.ts';
import '../styles.css';

export default function SignupPage() {
  const { user } = useAuth();
  const next = useNextPath();
  if (user) return <Navigate to={next.path} replace />;
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
      <SignupForm nextPath={next.path} />
    </AuthCard>
  );
}
