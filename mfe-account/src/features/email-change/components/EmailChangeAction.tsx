import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { ApiError, Button, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { DoneMessage } from '../../../lib/DoneMessage.tsx';
import { confirmEmailChange } from '../api/confirm-email-change.ts';
import { undoEmailChange } from '../api/undo-email-change.ts';
import type { EmailChangeLink } from '../model/email-change-link.ts';

const WORDING = {
  confirm: {
    explanation: 'Votre compte Lettra utilisera cette adresse e-mail dès que vous aurez confirmé.',
    button: 'Confirmer ma nouvelle adresse',
    next: { to: '/settings', label: 'Aller aux paramètres' },
  },
  undo: {
    explanation:
      'Si vous n’avez pas demandé ce changement, rétablissez votre ancienne adresse : toutes les sessions ouvertes sur votre compte seront fermées et vous choisirez un nouveau mot de passe.',
    button: 'Rétablir mon ancienne adresse',
    next: { to: '/forgot-password', label: 'Choisir un nouveau mot de passe' },
  },
} as const;

/**
 * The button that sends the link's token to the api. A click, not the page load, does it: mail
 * scanners open links on their own, and must not undo a change nobody asked to undo.
 */
export function EmailChangeAction({ link }: { link: EmailChangeLink }) {
  const { refresh } = useAuth();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wording = WORDING[link.action];

  async function send() {
    setBusy(true);
    try {
      const answer = await (link.action === 'confirm' ? confirmEmailChange : undoEmailChange)(link.token);
      setDone(answer.message);
      // The signed-in user's address changed, or (undo) every session ended: let the nav know.
      await refresh();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : fr.common.genericError);
    } finally {
      setBusy(false);
    }
  }

  if (done) return <DoneMessage icon={CircleCheck} message={done} next={wording.next} />;

  return (
    <div className="ac:flex ac:flex-col ac:gap-5">
      <p className="ac:text-sm ac:text-ink-700">{wording.explanation}</p>
      {failure ? (
        <p role="alert" className="ac:text-sm ac:font-medium ac:text-danger-700">
          {failure}
        </p>
      ) : (
        <Button size="lg" loading={busy} onClick={() => void send()}>
          {wording.button}
        </Button>
      )}
    </div>
  );
}
