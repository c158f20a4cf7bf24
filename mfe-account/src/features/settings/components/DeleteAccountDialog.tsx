import { useState, type FormEvent } from 'react';
import { useNavigate } from '@lettra/shared-ui/router';
import { Trash2 } from 'lucide-react';
import { Button, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { DialogClose, DialogContent, DialogFooter, DialogRoot, DialogTrigger } from '@lettra/shared-ui/dialog';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { deleteAccount } from '../api/delete-account.ts';

const DELETED = 'Votre compte et toutes vos lettres ont été effacés.';
const SUBSCRIPTION_ENDS = 'Votre abonnement Premium sera résilié immédiatement : aucun prélèvement ne suivra.';
const SUBSCRIPTION_ENDED = 'Votre abonnement Premium est résilié : plus aucun prélèvement ne sera effectué.';

/**
 * Account deletion (RGPD, docs/decisions.md): confirmed by the password; a subscription ends with the account
 * (docs/security.md), and the dialog says so before, the toast after. Then the visitor lands on the home page.
 */
export function DeleteAccountDialog() {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function toggle(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword('');
      setProblem(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setProblem('Veuillez saisir votre mot de passe.');
    setProblem(null);
    setBusy(true);
    try {
      const { subscriptionCancelled } = await deleteAccount(password);
      toastSuccess('Compte supprimé', subscriptionCancelled ? `${DELETED} ${SUBSCRIPTION_ENDED}` : DELETED);
      // Leave first: once the session is gone this page would send the visitor to /login instead.
      navigate('/');
      await refresh();
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
      setBusy(false);
    }
  }

  return (
    <div className="ac:flex ac:flex-col ac:gap-2">
      <h3 className="ac:text-base ac:font-semibold ac:text-ink-900">Suppression du compte</h3>
      <p className="ac:text-sm ac:text-ink-600">Votre compte, vos lettres et vos préférences seront définitivement effacés.</p>
      <DialogRoot open={open} onOpenChange={toggle}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="ac:self-start">
            <Trash2 aria-hidden="true" />
            Supprimer mon compte
          </Button>
        </DialogTrigger>
        <DialogContent title="Supprimer votre compte ?" description={fr.common.irreversible} size="sm">
          <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-4">
            <p className="ac:text-sm ac:text-ink-700">
              Toutes vos lettres et vos données seront effacées. Saisissez votre mot de passe pour confirmer.
            </p>
            {user?.isSubscribed && <p className="ac:text-sm ac:font-medium ac:text-ink-900">{SUBSCRIPTION_ENDS}</p>}
            <Field label="Mot de passe" error={problem}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{fr.common.cancel}</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" loading={busy}>
                Supprimer définitivement
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </DialogRoot>
    </div>
  );
}
