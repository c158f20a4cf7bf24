import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { DoneMessage } from '../../../lib/DoneMessage.tsx';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

// Shown when the api answers without a text of its own; neutral on purpose, like the api's answer.
const NEUTRAL_CONFIRMATION =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail contenant un lien pour choisir un nouveau mot de passe.';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function PasswordResetRequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return setError('Veuillez indiquer votre adresse e-mail.');
    setError(null);
    setBusy(true);
    try {
      const answer = await requestPasswordReset(email.trim());
      setConfirmation(answer.message || NEUTRAL_CONFIRMATION);
    } catch (failure) {
      toastApiError(failure, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setBusy(false);
    }
  }

  if (confirmation) return <DoneMessage icon={MailCheck} message={confirmation} next={{ to: '/login', label: 'Retour à la connexion' }} />;

  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Email" error={error} required>
        <Input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Button type="submit" size="lg" loading={busy}>
        Envoyer le lien de réinitialisation
      </Button>
    </form>
  );
}
