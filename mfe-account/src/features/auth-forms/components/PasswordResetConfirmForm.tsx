import { useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { DoneMessage } from '../../../lib/DoneMessage.tsx';
import { newPasswordProblem } from '../../../lib/password-rules.ts';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';

// Shown when the api answers without a text of its own.
const DONE = 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.';

type Problems = { password?: string; confirmation?: string };

function problemsOf(password: string, confirmation: string): Problems {
  const problem = newPasswordProblem(password);
  if (problem) return { password: problem };
  if (password !== confirmation) return { confirmation: 'Les mots de passe ne correspondent pas.' };
  return {};
}

/** The page the e-mailed link opens: a new password, typed twice. */
export function PasswordResetConfirmForm({ token }: { token: string }) {
  const { refresh } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsOf(password, confirmation);
    setProblems(found);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      const answer = await confirmPasswordReset(token, password);
      setDone(answer.message || DONE);
      // The api signed this account out everywhere, this browser included: let the nav know.
      await refresh();
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setBusy(false);
    }
  }

  if (done) return <DoneMessage icon={CircleCheck} message={done} next={{ to: '/login', label: 'Aller à la page de connexion' }} />;

  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Nouveau mot de passe" hint={fr.auth.passwordHint} error={problems.password} required>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Field label="Confirmer le mot de passe" error={problems.confirmation} required>
        <Input
          type="password"
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" loading={busy}>
        Enregistrer le nouveau mot de passe
      </Button>
    </form>
  );
}
