import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@lettra/shared-ui';
import { renderWithSession, type Persona } from '@lettra/shared-ui/testing';
import { PlanCards } from './PlanCards.tsx';

afterEach(() => act(() => void toast.dismiss()));

const premiumCard = () => screen.getByRole('heading', { name: 'Premium' }).closest('li')!;
const freeCard = () => screen.getByRole('heading', { name: 'Gratuit' }).closest('li')!;
const currentPath = () => screen.getByRole('status', { name: 'Adresse actuelle' });

describe('PlanCards', () => {
  it('shows the two plans with their prices and what each includes', () => {
    renderWithSession(<PlanCards />, { path: '/pricing' });
    expect(within(freeCard()).getByText('0€')).toBeInTheDocument();
    expect(within(freeCard()).getByText(/Téléchargement et copie/)).toHaveTextContent('(non inclus)');
    expect(within(premiumCard()).getByText('5,99€')).toBeInTheDocument();
    for (const feature of ['Lettres illimitées', '3 versions par lettre', 'Optimisation des mots-clés ATS', 'Personnalisation complète']) {
      expect(within(premiumCard()).getByText(new RegExp(feature))).toHaveTextContent('(inclus)');
    }
  });

  // docs/product.md §2, /pricing: what the Premium button does for each visitor state.
  it.each<[Persona, string, string | null]>([
    ['visitor', '/signup', 'Créez un compte pour passer à Premium'],
    ['free', '/checkout', null],
  ])('sends a %s from the Premium button to %s', async (persona, target, toastTitle) => {
    const user = userEvent.setup();
    renderWithSession(<PlanCards />, { persona, path: '/pricing' });

    await user.click(within(premiumCard()).getByRole('button', { name: 'Passer à Premium' }));

    expect(currentPath()).toHaveTextContent(target);
    if (toastTitle) expect(await screen.findByText(toastTitle)).toBeInTheDocument();
    else expect(screen.queryByText(/Créez un compte|déjà abonné/)).not.toBeInTheDocument();
  });

  it('shows a subscriber a disabled Premium button whose click explains and leads to the dashboard', async () => {
    const user = userEvent.setup();
    renderWithSession(<PlanCards />, { persona: 'premium', path: '/pricing' });
    const button = within(premiumCard()).getByRole('button', { name: 'Premium déjà actif' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(currentPath()).toHaveTextContent('/dashboard');
    expect(await screen.findByText('Vous êtes déjà abonné Premium')).toBeInTheDocument();
  });

  it.each<[Persona, string, string]>([
    ['visitor', 'Commencer gratuitement', '/signup'],
    ['free', 'Accéder à mon espace', '/dashboard'],
  ])('sends a %s from the free plan button (%s) to %s', async (persona, label, target) => {
    const user = userEvent.setup();
    renderWithSession(<PlanCards />, { persona, path: '/pricing' });
    await user.click(within(freeCard()).getByRole('button', { name: label }));
    expect(currentPath()).toHaveTextContent(target);
  });
});
