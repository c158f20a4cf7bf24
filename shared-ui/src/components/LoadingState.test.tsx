import { render, screen } from '@testing-library/react';
import { LoadingState } from './LoadingState.tsx';

describe('LoadingState', () => {
  it("announces 'Chargement...' by default, visibly", () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.getByText('Chargement...')).toBeVisible();
  });

  it('announces the text it is given', () => {
    render(<LoadingState label="Génération en cours..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Génération en cours...');
  });
});
