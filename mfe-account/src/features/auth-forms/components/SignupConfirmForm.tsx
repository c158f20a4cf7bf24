import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from '@lettra/shared-ui/router';
import { Button, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { accountToasts } from '../../../content/toast-texts.ts';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { confirmSignup } from '../api/confirm-signup.ts';

const activationSchema = z.object({ password: z.string().min(1, 'Veuillez saisir votre mot de passe.') });
type Activation = z.input<typeof activationSchema>;

// The sign-up's outcomes replace each other: 'Inscription réussie' never stays beside 'Erreur d'inscription'.
const SIGNUP = { action: 'signup' };

/**
 * The page a sign-up link opens: the password chosen at sign-up, typed again, creates the account and
 * signs in (docs/security.md 'Sign-up by e-mail link'). Sent on a click, never on load: mail scanners
 * open links by themselves.
 */
export function SignupConfirmForm({ token, nextPath }: { token: string; nextPath: string }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<Activation>({
    resolver: zodResolver(activationSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await confirmSignup(token, password);
      // The api opened a session for this browser: the shell learns it, then the dashboard greets the user.
      await refresh();
      toastSuccess(fr.toasts.signupSuccess.title, undefined, SIGNUP);
      navigate(nextPath, { replace: true });
    } catch (error) {
      showSubmissionFailure(error, { fallback: accountToasts.signupError, action: SIGNUP });
    }
  });

  return (
    <form noValidate aria-label="Activation du compte" onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Mot de passe" hint="Le mot de passe choisi à l’inscription" error={formState.errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        Activer mon compte
      </Button>
    </form>
  );
}
