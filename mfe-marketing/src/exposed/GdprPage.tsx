import { LegalPage } from '../features/legal/components/LegalPage.tsx';
import { gdpr } from '../features/legal/content/gdpr.ts';
import '../styles.css';

/** /gdpr: static legal text in the shared legal layout. */
export default function GdprPage() {
  return <LegalPage document={gdpr} />;
}
