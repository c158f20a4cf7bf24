import { render, screen, within } from '@testing-library/react';
import { ATS } from '../../../test/letter-fixtures.ts';
import { atsTexts } from '../content/ats-texts.ts';
import { AtsMatch } from './AtsMatch.tsx';

describe('AtsMatch', () => {
  it('shows the score on a labelled progress bar', () => {
    render(<AtsMatch ats={ATS} />);
    const bar = screen.getByRole('progressbar', { name: atsTexts.scoreLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('lists found and missing keywords, required ones marked', () => {
    render(<AtsMatch ats={ATS} />);
    const found = screen.getByRole('region', { name: /Mots-clés trouvés/ });
    const missing = screen.getByRole('region', { name: /Mots-clés manquants/ });
    expect(within(found).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('React'),
      expect.stringContaining('TypeScript'),
    ]);
    expect(within(found).getAllByText(atsTexts.required)).toHaveLength(2);
    expect(within(missing).getByRole('listitem')).toHaveTextContent('Figma');
    expect(within(missing).queryByText(atsTexts.required)).not.toBeInTheDocument();
  });

  it('clamps an out-of-range score', () => {
    render(<AtsMatch ats={{ score: 140, keywords: [] }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(atsTexts.noKeywords)).toBeInTheDocument();
  });
});
