import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EMAIL_CHANGE_PASSWORD_REQUIRED } from '@lettra/contracts';
import { ApiError, Button, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { accountToasts } from '../../../content/toast-texts.ts';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import type { SessionUser } from '@lettra/contracts';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { updateProfile } from '../api/update-profile.ts';

const sameAddress = (typed: string, current: string) => typed.trim().toLowerCase() === current.toLowerCase();
const PROFILE = { action: 'profile' };

/** No other check in the browser (docs/product.md §5): the api checks the name and the address. */
const profileFormSchema = (currentEmail: string) =>
  z
    .object({ name: z.string(), email: z.string(), password: z.string() })
    .refine(({ email, password }) => sameAddress(email, currentEmail) || password !== '', {
      path: ['password'],
      message: EMAIL_CHANGE_PASSWORD_REQUIRED,
    });
type ProfileFields = z.input<ReturnType<typeof profileFormSchema>>;

/**
 * Name and e-mail (docs/product.md §2). A new e-mail asks for the password and changes only once the link sent to
 * it is opened (docs/security.md); the form then says where the link went. A field the api refuses
 * shows its message until it is typed in again.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<ProfileFields>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, email: user.email, password: '' },
  });
  const changingEmail = !sameAddress(useWatch({ control, name: 'email' }), user.email);

  const submit = handleSubmit(async ({ name, email, password }) => {
    try {
      const { confirmationSentTo } = await updateProfile({
        name: name.trim(),
        email: email.trim(),
        ...(changingEmail && { currentPassword: password }),
      });
      setSentTo(confirmationSentTo);
      setValue('password', '');
      if (confirmationSentTo) {
        // The account keeps its address until the link is opened: the field shows the one in use.
        setValue('email', user.email);
        toastSuccess('Vérifiez votre boîte de réception', `Un lien de confirmation a été envoyé à ${confirmationSentTo}.`, PROFILE);
      } else {
        toastSuccess(accountToasts.profileUpdated.title, undefined, PROFILE);
      }
      // The nav and the dashboard greeting read the session: bring them the new name.
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WrongPasswordError') setError('password', { message: error.message }, { shouldFocus: true });
      showSubmissionFailure(error, { fallback: { title: 'Erreur', description: fr.common.genericError }, action: PROFILE, setError, fields: ['name', 'email'] });
    }
  });

  const { errors } = formState;
  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <div className="ac:grid ac:grid-cols-1 ac:gap-5 ac:sm:grid-cols-2">
        <Field label="Nom complet" error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        {changingEmail && (
          <Field
            label="Mot de passe du compte"
            hint="Requis pour changer d’adresse e-mail : un lien de confirmation sera envoyé à la nouvelle adresse."
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </Field>
        )}
      </div>
      {sentTo && (
        <p role="status" className="ac:rounded-card ac:border ac:border-brand-200 ac:bg-brand-50 ac:p-4 ac:text-sm ac:text-ink-800">
          Un lien de confirmation a été envoyé à <strong>{sentTo}</strong>. Votre adresse e-mail changera quand vous
          l’aurez ouvert (il est valable 24 heures) ; d’ici là, votre compte garde l’adresse {user.email}.
        </p>
      )}
      <Button type="submit" loading={formState.isSubmitting} className="ac:self-start">
        {fr.common.save}
      </Button>
    </form>
  );
}
