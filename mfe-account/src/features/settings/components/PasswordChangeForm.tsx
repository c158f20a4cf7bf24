import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { authTexts } from '../../../content/auth-texts.ts';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { passwordChangeFormSchema, type PasswordChangeFields } from '../../../lib/password-rules.ts';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { changePassword } from '../api/change-password.ts';

const PASSWORD_CHANGE = { action: 'password-change' };

/**
 * Change of password: the current one is required, so a session alone cannot change it
 * (docs/security.md 'Password checks in settings'). The api signs the other devices out with it, and
 * the toast says so.
 */
export function PasswordChangeForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordChangeFields>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const submit = handleSubmit(async (fields) => {
    try {
      await changePassword(fields);
      toastSuccess('Mot de passe modifié', 'Votre nouveau mot de passe est enregistré. Vos autres appareils ont été déconnectés.', PASSWORD_CHANGE);
      reset();
    } catch (error) {
      showSubmissionFailure(error, {
        fallback: { title: 'Erreur', description: fr.common.genericError },
        action: PASSWORD_CHANGE,
        setError,
        fields: ['currentPassword', 'newPassword'],
      });
    }
  });

  const { errors } = formState;
  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <h3 className="ac:text-base ac:font-semibold ac:text-ink-900">Mot de passe</h3>
      <div className="ac:grid ac:grid-cols-1 ac:gap-5 ac:sm:grid-cols-2">
        <Field label="Mot de passe actuel" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <Field label="Nouveau mot de passe" hint={authTexts.passwordHint} error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
      </div>
      <Button type="submit" variant="outline" loading={formState.isSubmitting} className="ac:self-start">
        Changer le mot de passe
      </Button>
    </form>
  );
}
