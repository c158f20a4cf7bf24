import { useState, type FormEvent } from 'react';
import { EMAIL_CHANGE_PASSWORD_REQUIRED } from '@lettra/contracts';
import { ApiError, Button, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import type { SessionUser } from '@lettra/contracts';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { updateProfile } from '../api/update-profile.ts';

const sameAddress = (typed: string, current: string) => typed.trim().toLowerCase() === current.toLowerCase();

/**
 * Name and e-mail (docs/product.md §2). A new e-mail asks for the password and changes only once the link sent to
 * it is opened (docs/security.md); the form then says where the link went. Otherwise no validation in
 * the browser (docs/product.md §5): the api checks the address.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  // The api's own message for a field it refused ('Adresse e-mail invalide.'), shown under that field.
  const [refused, setRefused] = useState<{ name?: string; email?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changingEmail = !sameAddress(email, user.email);
  // Typing in a field the api refused takes its message away.
  const edited = (field: 'name' | 'email', set: (value: string) => void) => (value: string) => {
    set(value);
    setRefused((shown) => ({ ...shown, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changingEmail && !password) return setPasswordProblem(EMAIL_CHANGE_PASSWORD_REQUIRED);
    setPasswordProblem(null);
    setRefused({});
    setBusy(true);
    try {
      const { confirmationSentTo } = await updateProfile({
        name: name.trim(),
        email: email.trim(),
        ...(changingEmail && { currentPassword: password }),
      });
      setSentTo(confirmationSentTo);
      setPassword('');
      if (confirmationSentTo) {
        // The account keeps its address until the link is opened: the field shows the one in use.
        setEmail(user.email);
        toastSuccess('Vérifiez votre boîte de réception', `Un lien de confirmation a été envoyé à ${confirmationSentTo}.`);
      } else {
        toastSuccess(fr.toasts.profileUpdated.title);
      }
      // The nav and the dashboard greeting read the session: bring them the new name.
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WrongPasswordError') setPasswordProblem(error.message);
      if (error instanceof ApiError && error.fields) setRefused({ name: error.fields.name, email: error.fields.email });
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <div className="ac:grid ac:grid-cols-1 ac:gap-5 ac:sm:grid-cols-2">
        <Field label="Nom complet" error={refused.name}>
          <Input
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => edited('name', setName)(event.target.value)}
          />
        </Field>
        <Field label="Email" error={refused.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => edited('email', setEmail)(event.target.value)}
          />
        </Field>
        {changingEmail && (
          <Field
            label="Mot de passe du compte"
            hint="Requis pour changer d’adresse e-mail : un lien de confirmation sera envoyé à la nouvelle adresse."
            error={passwordProblem}
          >
            <Input
              type="password"
              name="current-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
        )}
      </div>
      {sentTo && (
        <p role="status" className="ac:rounded-card ac:border ac:border-brand-200 ac:bg-brand-50 ac:p-4 ac:text-sm ac:text-ink-800">
          Un lien de confirmation a été envoyé à <strong>{sentTo}</strong>. Votre adresse e-mail changera quand vous
          l’aurez ouvert (il est valable 24 heures) ; d’ici là, votre compte garde l’adresse {user.email}.
        </p>
      )}
      <Button type="submit" loading={busy} className="ac:self-start">
        {fr.common.save}
      </Button>
    </form>
  );
}
