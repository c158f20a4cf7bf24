import { useState, type FormEvent } from 'react';
import { useNavigate } from '@lettra/shared-ui/router';
import { Button, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { confirmSignup } from '../api/confirm-signup.ts';

/**
 * The page a sign-up link opens: the password chosen at sign-up, typed again, creates the account and
 * signs in (docs/security.md 'Sign-up by e-mail link'). Sent on a click, never on load: mail scanners
 * open links by themselves.
 */
export function SignupConfirmForm({ token, nextPath }: { token: string; nextPath: string }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setProblem('Veuillez saisir votre mot de passe.');
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await confirmSignup(token, password);
      // The api opened a session for this browser: the shell learns it, then the dashboard greets the user.
      await refresh();
      toastSuccess(fr.toasts.signupSuccess.title);
      navigate(nextPath, { replace: true });
    } catch (error) {
      toastApiError(error, fr.toasts.signupError);
      setBusy(false);
    }
  }

  return (
    <form noValidate aria-label="Activation du compte" onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Mot de passe" hint="Le mot de passe choisi à l’inscription" error={problem} required>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" loading={busy}>
        Activer mon compte
      </Button>
    </form>
  );
}
