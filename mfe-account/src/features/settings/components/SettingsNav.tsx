import { Bell, CreditCard, FileText, Shield, User } from 'lucide-react';
import { fr } from '@lettra/shared-ui/strings';
import { SAVED_RESUME_SECTION_TITLE } from './SavedResumeSection.tsx';

const SETTINGS_SECTIONS = [
  { id: 'profil', title: fr.settings.sections.profile, icon: User },
  { id: 'abonnement', title: fr.settings.sections.subscription, icon: CreditCard },
  { id: 'notifications', title: fr.settings.sections.notifications, icon: Bell },
  { id: 'cv', title: SAVED_RESUME_SECTION_TITLE, icon: FileText },
  { id: 'securite', title: fr.settings.sections.security, icon: Shield },
] as const;

/**
 * In-page links to the sections; plain anchors, so the browser scrolls and the address keeps the hash.
 * On a phone they wrap onto a second line rather than scroll out of sight (375 px holds two or three).
 */
export function SettingsNav() {
  return (
    <nav aria-label="Sections des paramètres" className="ac:md:sticky ac:md:top-24">
      <ul className="ac:flex ac:flex-wrap ac:gap-1 ac:md:flex-col ac:md:flex-nowrap">
        {SETTINGS_SECTIONS.map(({ id, title, icon: Icon }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="ac:flex ac:items-center ac:gap-2 ac:rounded-control ac:px-3 ac:py-2 ac:text-sm ac:font-medium ac:whitespace-nowrap ac:text-ink-700 ac:hover:bg-ink-100 ac:hover:text-ink-900 ac:focus-visible:outline-2 ac:focus-visible:outline-brand-600"
            >
              <Icon aria-hidden="true" className="ac:size-4" />
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
