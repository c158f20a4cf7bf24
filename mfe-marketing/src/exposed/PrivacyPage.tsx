import { LegalPage } from '../features/legal/components/LegalPage.tsx';
import { privacy } from '../features/legal/content/privacy.ts';
import '../styles.css';

/** /privacy: static legal text in the shared legal layout. */
export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}
