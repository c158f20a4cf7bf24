import { render, screen } from '@testing-library/react';
import { factCheckTexts } from '../content/fact-check-texts.ts';
import { FactCheck } from './FactCheck.tsx';

describe('FactCheck', () => {
  it('warns about each claim the CV does not support', () => {
    render(<FactCheck claims={['Kubernetes', 'MBA']} conclusive />);
    expect(screen.getByRole('region', { name: 'À vérifier : ces éléments ne figurent pas dans votre CV' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kubernetes', 'MBA']);
  });

  it('says so when every claim is backed by the CV', () => {
    render(<FactCheck claims={[]} conclusive />);
    expect(screen.getByText(factCheckTexts.allSupported)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('never reassures when the check could not conclude', () => {
    render(<FactCheck claims={[]} conclusive={false} />);
    expect(screen.queryByText(factCheckTexts.allSupported)).not.toBeInTheDocument();
    expect(screen.getByText(factCheckTexts.inconclusive)).toBeInTheDocument();
  });

  it('still lists the claims it found when the check is not conclusive', () => {
    render(<FactCheck claims={['AWS']} conclusive={false} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('AWS');
  });
});
