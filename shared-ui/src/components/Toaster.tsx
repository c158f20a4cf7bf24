import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { fr } from '../strings/fr.ts';

/** sonner's Toaster set up for Lettra: top right, coloured by type, a close button labelled 'Fermer'. Mount once (shell). */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: fr.common.close, ...toastOptions }}
      {...props}
    />
  );
}
