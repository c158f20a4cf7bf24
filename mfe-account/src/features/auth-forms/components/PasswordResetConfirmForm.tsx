import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { Button, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { authTexts } from '../../../content/auth-texts.ts';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { DoneMessage } from '../../../lib/DoneMessage.tsx';
import { newPasswordTwiceSchema, type NewPasswordTwice } from '../../../lib/password-rules.ts';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';

// Shown when the api answers without a text of its own.
const DONE = 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.';

/** The page the e-mailed link opens: a new password, typed twice. */
export function PasswordResetConfirmForm({ token }: { token: string }) {
  const { refresh } = useAuth();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordTwice>({
    resolver: zodResolver(newPasswordTwiceSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      const answer = await confirmPasswordReset(token, password);
      setDone(answer.message || DONE);
      // The api signed this account out everywhere, this browser included: let the nav know.
      await refresh();
    } catch (error) {
      showSubmissionFailure(error, {
        fallback: { title: 'Erreur', description: fr.common.genericError },
        action: { action: 'password-reset' },
        setError,
        fields: ['password'],
      });
    }
  });

  if (done) return <DoneMessage icon={CircleCheck} message={done} next={{ to: '/login', label: 'Aller à la page de connexion' }} />;

  const { errors } = formState;
  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Nouveau mot de passe" hint={authTexts.passwordHint} error={errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirmer le mot de passe" error={errors.confirmation?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirmation')} />
      </Field>
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        Enregistrer le nouveau mot de passe
      </Button>
    </form>
  );
}
