import '../styles.css';
import { GeneratorFlow } from '../app/GeneratorFlow.tsx';

/**
 * The letter generator (docs/product.md §2), loaded by the shell through RemoteSlot on the landing page (for
 * visitors too) and in the dashboard. Self-contained: it reads the session from the shell's AuthContext.
 */
export default function GeneratorPanel() {
  return <GeneratorFlow />;
}
