import { useNavigate } from '@lettra/shared-ui/router';
import { LogOut } from 'lucide-react';
import { Button, Container, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import type { SessionUser } from '@lettra/contracts';
import { ActiveSessions } from '../features/settings/components/ActiveSessions.tsx';
import { DataExportButton } from '../features/settings/components/DataExportButton.tsx';
import { DeleteAccountDialog } from '../features/settings/components/DeleteAccountDialog.tsx';
import { LastLoginLine } from '../features/settings/components/LastLoginLine.tsx';
import { NotificationPreferencesForm } from '../features/settings/components/NotificationPreferencesForm.tsx';
import { PasswordChangeForm } from '../features/settings/components/PasswordChangeForm.tsx';
import { ProfileForm } from '../features/settings/components/ProfileForm.tsx';
import { SAVED_RESUME_SECTION_TITLE, SavedResumeSection } from '../features/settings/components/SavedResumeSection.tsx';
import { SettingsNav } from '../features/settings/components/SettingsNav.tsx';
import { SettingsSection } from '../features/settings/components/SettingsSection.tsx';
import { SubscriptionPanel } from '../features/settings/components/SubscriptionPanel.tsx';
import { BackLink } from '../lib/BackLink.tsx';
import { RequireUser } from '../lib/RequireUser.tsx';
import '../styles.css';

function Settings({ user }: { user: SessionUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { profile, subscription, notifications, security } = fr.settings.sections;

  async function signOut() {
    // Leave first: once the session is gone this page would send the visitor to /login instead of home.
    navigate('/');
    await logout();
  }

  return (
    <Container size="md" className="ac:flex ac:flex-col ac:gap-6 ac:py-10">
      <BackLink to="/dashboard">Retour au tableau de bord</BackLink>
      <header className="ac:flex ac:flex-wrap ac:items-center ac:justify-between ac:gap-4">
        <h1 className="ac:text-2xl ac:font-bold ac:tracking-tight ac:text-ink-900 ac:sm:text-3xl">{fr.settings.title}</h1>
        {/* Not 'Déconnexion': the nav already has a button of that name on every page. */}
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Se déconnecter
        </Button>
      </header>
      <div className="ac:grid ac:grid-cols-1 ac:items-start ac:gap-8 ac:md:grid-cols-[180px_minmax(0,1fr)]">
        <SettingsNav />
        <div className="ac:flex ac:min-w-0 ac:flex-col ac:gap-8">
          <SettingsSection id="profil" title={profile} description="Votre nom et votre adresse e-mail.">
            <ProfileForm user={user} />
          </SettingsSection>
          <SettingsSection id="abonnement" title={subscription}>
            <SubscriptionPanel user={user} />
          </SettingsSection>
          <SettingsSection id="notifications" title={notifications} description="Choisissez les e-mails que vous recevez.">
            <NotificationPreferencesForm />
          </SettingsSection>
          <SettingsSection
            id="cv"
            title={SAVED_RESUME_SECTION_TITLE}
            description="Le CV que vous avez choisi d’enregistrer pour vos prochaines lettres, et rien d’autre."
          >
            <SavedResumeSection />
          </SettingsSection>
          <SettingsSection id="securite" title={security}>
            <LastLoginLine />
            <ActiveSessions />
            <PasswordChangeForm />
            <DataExportButton />
            <DeleteAccountDialog />
          </SettingsSection>
        </div>
      </div>
    </Container>
  );
}

/**
 * docs/product.md §2 settings: signed-in users only; visitors go to /login, like the dashboard's
 * (the product rules leave it open).
 */
export default function SettingsPage() {
  return <RequireUser>{(user) => <Settings user={user} />}</RequireUser>;
}
