import '../styles.css';
import { PlatformQueryProvider } from '@lettra/shared-ui/query';
import { GeneratorFlow } from '../app/GeneratorFlow.tsx';
import { GeneratorPlaceProvider } from '../lib/generator-place.tsx';

/**
 * The letter generator (docs/product.md §2), loaded by the shell through RemoteSlot on the landing page (for
 * visitors too) and in the dashboard. Self-contained: it reads the session from the shell's AuthContext,
 * and the api through the page's one query cache, which nothing above it provides on the landing page
 * (the dashboard's, from RequireUser, is kept).
 */
export default function GeneratorPanel() {
  return (
    <PlatformQueryProvider>
      <GeneratorPlaceProvider>
        <GeneratorFlow />
      </GeneratorPlaceProvider>
    </PlatformQueryProvider>
  );
}
