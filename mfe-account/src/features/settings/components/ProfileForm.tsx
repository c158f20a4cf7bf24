import { useState, type FormEvent } from 'react';
import { Button, Field, Input, fr, toastSuccess, useAuth, type SessionUser } from '@lettra/shared-ui';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { updateProfile } from '../api/update-profile.ts';

/** Name and e-mail (spec §2; spec §5: no validation in the browser, the api checks the address). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await updateProfile({ name: name.trim(), email: email.trim() });
      toastSuccess(fr.toasts.profileUpdated.title);
      // The nav and the dashboard greeting read the session: bring them the new name.
      await refresh();
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <div className="ac:grid ac:grid-cols-1 ac:gap-5 ac:sm:grid-cols-2">
        <Field label="Nom complet">
          <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Email">
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
      </div>
      <Button type="submit" loading={busy} className="ac:self-start">
        {fr.common.save}
      </Button>
    </form>
  );
}
