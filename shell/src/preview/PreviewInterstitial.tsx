import { Button } from '@lettra/shared-ui';
import { DialogContent, DialogFooter, DialogRoot } from '@lettra/shared-ui/dialog';

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
 * choose, knowing it (docs/security.md 'Previewing a remote'). Escape and 'Fermer' mean 'Annuler'.
 */
export function PreviewInterstitial({ remote, origin, expiresAt, onContinue, onCancel }: PreviewInterstitialProps) {
  return (
    <DialogRoot open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title="Ouvrir une version de test ?"
        description={`Ce lien fait tourner dans cet onglet une version de test d’une partie de Lettra (${remote}), qui n’est pas encore publiée. Elle fonctionne avec votre session : continuez seulement si l’équipe Lettra vous a envoyé ce lien.`}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <p className="text-sm text-ink-600">{`Version chargée depuis ${origin}, jusqu’au ${until(expiresAt)} au plus tard. Fermer l’onglet y met fin.`}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Annuler
          </Button>
          <Button onClick={onContinue}>Continuer avec la version de test</Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
