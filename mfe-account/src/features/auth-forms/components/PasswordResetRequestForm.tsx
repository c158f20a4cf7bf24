import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { DoneMessage } from '../../../lib/DoneMessage.tsx';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

// Shown when the api answers without a text of its own; neutral on purpose, like the api's answer.
const NEUTRAL_CONFIRMATION =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail contenant un lien pour choisir un nouveau mot de passe.';

const resetRequestSchema = z.object({ email: z.string().trim().min(1, 'Veuillez indiquer votre adresse e-mail.') });
type ResetRequest = z.input<typeof resetRequestSchema>;

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function PasswordResetRequestForm() {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetRequest>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (fields) => {
    try {
      const answer = await requestPasswordReset(fields.email);
      setConfirmation(answer.message || NEUTRAL_CONFIRMATION);
    } catch (error) {
      showSubmissionFailure(error, {
        fallback: { title: 'Erreur', description: fr.common.genericError },
        action: { action: 'password-reset' },
        setError,
        fields: ['email'],
      });
    }
  });

  if (confirmation) return <DoneMessage icon={MailCheck} message={confirmation} next={{ to: '/login', label: 'Retour à la connexion' }} />;

  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Email" error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        Envoyer le lien de réinitialisation
      </Button>
    </form>
  );
}
