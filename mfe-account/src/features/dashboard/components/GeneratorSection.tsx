import { RemoteSlot } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';

/** The dashboard's generator (docs/product.md §2), served by the generator remote; a remote that is down stays in its slot. */
export function GeneratorSection() {
  return (
    <section aria-labelledby="dashboard-generator" className="ac:flex ac:flex-col ac:gap-4">
      <h2 id="dashboard-generator" className="ac:text-xl ac:font-semibold ac:text-ink-900">
        {fr.dashboard.newLetter}
      </h2>
      <RemoteSlot remote="mfe_generator" module="GeneratorPanel" label="Générateur de lettre" />
    </section>
  );
}
