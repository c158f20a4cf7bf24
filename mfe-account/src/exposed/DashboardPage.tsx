import { FileText, Settings } from 'lucide-react';
import { Container, PremiumDayBanner, usePremium } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import type { SessionUser } from '@lettra/contracts';
import { ApplicationsInProgress } from '../features/dashboard/components/ApplicationsInProgress.tsx';
import { DashboardHeader } from '../features/dashboard/components/DashboardHeader.tsx';
import { GeneratorSection } from '../features/dashboard/components/GeneratorSection.tsx';
import { ShortcutCard } from '../features/dashboard/components/ShortcutCard.tsx';
import { UpsellCard } from '../features/dashboard/components/UpsellCard.tsx';
import { usePaymentReturn } from '../features/payment-return/hooks/usePaymentReturn.ts';
import { RequireUser } from '../lib/RequireUser.tsx';
import '../styles.css';

function Dashboard({ user }: { user: SessionUser }) {
  const { isSubscribed, premiumDayEndsAt } = usePremium();
  usePaymentReturn();
  return (
    <>
      <PremiumDayBanner />
      <Container className="ac:flex ac:flex-col ac:gap-10 ac:py-10">
        <DashboardHeader name={user.name} isSubscribed={isSubscribed} />
        <div className="ac:grid ac:gap-6 ac:md:grid-cols-2 ac:lg:grid-cols-3">
          {!isSubscribed && <UpsellCard premiumDayEndsAt={premiumDayEndsAt} />}
          <ShortcutCard
            to="/my-letters"
            title={fr.dashboard.myLetters}
            text="Retrouvez, modifiez et téléchargez vos lettres enregistrées."
            icon={<FileText />}
          />
          <ShortcutCard
            to="/settings"
            title={fr.dashboard.settings}
            text="Gérez votre profil, votre abonnement et vos notifications."
            icon={<Settings />}
          />
        </div>
        <ApplicationsInProgress />
        <GeneratorSection />
      </Container>
    </>
  );
}

/** docs/product.md §2 dashboard: signed-in users only ('Chargement...' first, then /login for visitors). */
export default function DashboardPage() {
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}
