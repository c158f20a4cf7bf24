import { Link } from '@lettra/shared-ui/router';
import { Plus } from 'lucide-react';
import { Button, Container } from '@lettra/shared-ui';
import { myLettersTexts } from '../content/my-letters-texts.ts';
import { LettersLibrary } from '../features/letters-library/components/LettersLibrary.tsx';
import { BackLink } from '../lib/BackLink.tsx';
import { RequireUser } from '../lib/RequireUser.tsx';
import '../styles.css';

/**
 * docs/product.md §2 'My letters': signed-in users only; visitors go to /login, like the
 * dashboard's (the product rules leave it open).
 */
export default function MyLettersPage() {
  return (
    <RequireUser>
      {() => (
        <Container className="ac:flex ac:flex-col ac:gap-6 ac:py-10">
          <BackLink to="/dashboard">Retour au tableau de bord</BackLink>
          <header className="ac:flex ac:flex-wrap ac:items-center ac:justify-between ac:gap-4">
            <h1 className="ac:text-2xl ac:font-bold ac:tracking-tight ac:text-ink-900 ac:sm:text-3xl">{myLettersTexts.title}</h1>
            <Button asChild>
              <Link to="/dashboard">
                <Plus aria-hidden="true" />
                {myLettersTexts.newLetter}
              </Link>
            </Button>
          </header>
          <LettersLibrary />
        </Container>
      )}
    </RequireUser>
  );
}
