import { useSearchParams } from '@lettra/shared-ui/router';
import { AuthCard } from '../features/auth-forms/components/AuthCard.tsx';
import { PasswordResetConfirmForm } from '../features/auth-forms/components/PasswordResetConfirmForm.tsx';
import { PasswordResetRequestForm } from '../features/auth-forms/components/PasswordResetRequestForm.tsx';
import '../styles.css';

/** Both halves of the reset (docs/decisions.md): ask for a link, and the page that link opens (?token=…). */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) {
    return (
      <AuthCard title="Nouveau mot de passe" description="Choisissez le mot de passe de votre compte.">
        <PasswordResetConfirmForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Mot de passe oublié"
      description="Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <PasswordResetRequestForm />
    </AuthCard>
  );
}
