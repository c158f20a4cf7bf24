import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@lettra/shared-ui/router';
import { Container, LoadingState, loginPathWithNext, toast, usePayment, usePremium } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { DomainSetupSteps } from '../features/checkout/components/DomainSetupSteps.tsx';
import { OrderSummary } from '../features/checkout/components/OrderSummary.tsx';
import { SecurePaymentCard } from '../features/checkout/components/SecurePaymentCard.tsx';
import { useCheckout } from '../features/checkout/hooks/useCheckout.ts';
import { usePaymentReturn } from '../features/payment-return/hooks/usePaymentReturn.ts';
import { BackLink } from '../lib/BackLink.tsx';
import { RequireUser } from '../lib/RequireUser.tsx';
import '../styles.css';

function Checkout() {
  const { isSubscribed } = usePremium();
  const { demoMode } = usePayment();
  const navigate = useNavigate();
  const checkout = useCheckout();
  // docs/product.md §2: a session_id here is a return from Stripe; the api verifies it before anything changes.
  const paymentReturn = usePaymentReturn((paid) => {
    if (paid) navigate('/dashboard', { replace: true });
  });
  const alreadySubscribed = isSubscribed && paymentReturn === 'none' && !checkout.leaving;
  // One toast, even when StrictMode runs the effect twice.
  const greeted = useRef(false);

  useEffect(() => {
    if (!alreadySubscribed || greeted.current) return;
    greeted.current = true;
    toast(fr.toasts.alreadyPremium.title);
    navigate('/dashboard', { replace: true });
  }, [alreadySubscribed, navigate]);

  if (alreadySubscribed) return null;
  if (paymentReturn === 'verifying') return <LoadingState label="Vérification du paiement..." />;

  return (
    <Container size="md" className="ac:flex ac:flex-col ac:gap-6 ac:py-10">
      <BackLink to="/pricing">{fr.checkout.backToPricing}</BackLink>
      <header className="ac:flex ac:flex-col ac:gap-2">
        <h1 className="ac:text-2xl ac:font-bold ac:tracking-tight ac:text-ink-900 ac:sm:text-3xl">{fr.checkout.title}</h1>
        <p className="ac:text-ink-600">Débloquez toutes les fonctionnalités de Lettra pour {fr.product.price}.</p>
      </header>
      <div className="ac:grid ac:items-start ac:gap-6 ac:md:grid-cols-[1fr_minmax(0,360px)]">
        <div className="ac:flex ac:flex-col ac:gap-6">
          <SecurePaymentCard processing={checkout.processing} demoMode={demoMode} onPay={() => void checkout.start()} />
          {checkout.domainSetup && <DomainSetupSteps />}
        </div>
        <OrderSummary />
      </div>
    </Container>
  );
}

/** docs/product.md §2 checkout; visitors sign in first and come back here (`?next=`). */
export default function CheckoutPage() {
  const { pathname, search } = useLocation();
  return <RequireUser loginPath={loginPathWithNext(`${pathname}${search}`)}>{() => <Checkout />}</RequireUser>;
}
