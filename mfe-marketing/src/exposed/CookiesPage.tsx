import { LegalPage } from '../features/legal/components/LegalPage.tsx';
import { cookies } from '../features/legal/content/cookies.ts';
import '../styles.css';

/** /cookies: static legal text in the shared legal layout. */
export default function CookiesPage() {
  return <LegalPage document={cookies} />;
}
