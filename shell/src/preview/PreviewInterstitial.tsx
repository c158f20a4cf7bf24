import { useEffect, useId, useRef } from 'react';
import { Button } from '@lettra/shared-ui';

export interface PreviewInterstitialProps {
  remote: string;
  /** Where the test build comes from: the manifest's origin. */
  origin: string;
  expiresAt: Date;
  onContinue: () => void;
  onCancel: () => void;
}

const until = (date: Date) =>
  date.toLocaleString('fr-FR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/**
 * Asked before a preview link runs anything: the test build works with the visitor's session, so they
 * choose, knowing it (docs/security.md 'Previewing a remote'). Escape means 'Annuler'. A native modal
 * <dialog>, not shared-ui's: importing that share from the shell put Radix's dialog on every first load.
 */
export function PreviewInterstitial({ remote, origin, expiresAt, onContinue, onCancel }: PreviewInterstitialProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // showModal makes the page behind inert and traps focus; jsdom lacks it, where `open` stands in.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-ink-200 bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-950/50"
    >
      <div className="flex flex-col gap-3">
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          Ouvrir une version de test ?
        </h2>
        <p id={descriptionId} className="text-sm text-ink-600">
          {`Ce lien fait tourner dans cet onglet une version de test d’une partie de Lettra (${remote}), qui n’est pas encore publiée. Elle fonctionne avec votre session : continuez seulement si l’équipe Lettra vous a envoyé ce lien.`}
        </p>
        <p className="text-sm text-ink-600">{`Version chargée depuis ${origin}, jusqu’au ${until(expiresAt)} au plus tard. Fermer l’onglet y met fin.`}</p>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Annuler
          </Button>
          <Button onClick={onContinue}>Continuer avec la version de test</Button>
        </div>
      </div>
    </dialog>
  );
}
