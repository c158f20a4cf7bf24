import { LegalPage } from '../features/legal/components/LegalPage.tsx';
import { terms } from '../features/legal/content/terms.ts';
import '../styles.css';

/** /terms: static legal text in the shared legal layout. */
export default function TermsPage() {
  return <LegalPage document={terms} />;
}
