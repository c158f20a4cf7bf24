import { useState, type FormEvent } from 'react';
import { Button, toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { newPasswordProblem } from '../../../lib/password-rules.ts';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { changePassword } from '../api/change-password.ts';

type Problems = { currentPassword?: string; newPassword?: string };

/**
 * Change of password: the current one is required, so a session alone cannot change it
 * (docs/security.md 'Password checks in settings'). The api signs the other devices out with it, and
 * the toast says so.
 */
export function PasswordChangeForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tooWeak = newPasswordProblem(newPassword);
    const found: Problems = {
      ...(!currentPassword && { currentPassword: 'Veuillez saisir votre mot de passe actuel.' }),
      ...(tooWeak && { newPassword: tooWeak }),
    };
    setProblems(found);
    if (found.currentPassword || found.newPassword) return;
    setBusy(true);
    try {
      await changePassword({ currentPassword, newPassword });
      toastSuccess('Mot de passe modifié', 'Votre nouveau mot de passe est enregistré. Vos autres appareils ont été déconnectés.');
      setCurrentPassword('');
      setNewPassword('');
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <h3 className="ac:text-base ac:font-semibold ac:text-ink-900">Mot de passe</h3>
      <div className="ac:grid ac:grid-cols-1 ac:gap-5 ac:sm:grid-cols-2">
        <Field label="Mot de passe actuel" error={problems.currentPassword}>
          <Input
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        </Field>
        <Field label="Nouveau mot de passe" hint={fr.auth.passwordHint} error={problems.newPassword}>
          <Input
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" variant="outline" loading={busy} className="ac:self-start">
        Changer le mot de passe
      </Button>
    </form>
  );
}
