import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from '@lettra/shared-ui/router';
import { Trash2 } from 'lucide-react';
import { Button, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { DialogClose, DialogContent, DialogFooter, DialogRoot, DialogTrigger } from '@lettra/shared-ui/dialog';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { deleteAccount } from '../api/delete-account.ts';

const DELETED = 'Votre compte et toutes vos lettres ont été effacés.';
const SUBSCRIPTION_ENDS = 'Votre abonnement Premium sera résilié immédiatement : aucun prélèvement ne suivra.';
const SUBSCRIPTION_ENDED = 'Votre abonnement Premium est résilié : plus aucun prélèvement ne sera effectué.';
const DELETION = { action: 'account-deletion' };

const deletionSchema = z.object({ password: z.string().min(1, 'Veuillez saisir votre mot de passe.') });
type Deletion = z.input<typeof deletionSchema>;

/** The dialog's form, mounted while the dialog is open: closing it forgets what was typed. */
function DeleteAccountForm({ subscribed }: { subscribed: boolean }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<Deletion>({
    resolver: zodResolver(deletionSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      const { subscriptionCancelled } = await deleteAccount(password);
      toastSuccess('Compte supprimé', subscriptionCancelled ? `${DELETED} ${SUBSCRIPTION_ENDED}` : DELETED, DELETION);
      // Leave first: once the session is gone this page would send the visitor to /login instead.
      navigate('/');
      await refresh();
    } catch (error) {
      showSubmissionFailure(error, { fallback: { title: 'Erreur', description: fr.common.genericError }, action: DELETION, setError, fields: ['password'] });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-4">
      <p className="ac:text-sm ac:text-ink-700">Toutes vos lettres et vos données seront effacées. Saisissez votre mot de passe pour confirmer.</p>
      {subscribed && <p className="ac:text-sm ac:font-medium ac:text-ink-900">{SUBSCRIPTION_ENDS}</p>}
      <Field label="Mot de passe" error={formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{fr.common.cancel}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" loading={formState.isSubmitting}>
          Supprimer définitivement
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Account deletion (RGPD, docs/decisions.md): confirmed by the password; a subscription ends with the account
 * (docs/security.md), and the dialog says so before, the toast after. Then the visitor lands on the home page.
 */
export function DeleteAccountDialog() {
  const { user } = useAuth();
  return (
    <div className="ac:flex ac:flex-col ac:gap-2">
      <h3 className="ac:text-base ac:font-semibold ac:text-ink-900">Suppression du compte</h3>
      <p className="ac:text-sm ac:text-ink-600">Votre compte, vos lettres et vos préférences seront définitivement effacés.</p>
      <DialogRoot>
        <DialogTrigger asChild>
          <Button variant="destructive" className="ac:self-start">
            <Trash2 aria-hidden="true" />
            Supprimer mon compte
          </Button>
        </DialogTrigger>
        <DialogContent title="Supprimer votre compte ?" description={fr.common.irreversible} size="sm">
          <DeleteAccountForm subscribed={user?.isSubscribed ?? false} />
        </DialogContent>
      </DialogRoot>
    </div>
  );
}
