import { act, render, screen } from '@testing-library/react';
import { LiveDemo } from './LiveDemo.tsx';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const stageHeadings = () => screen.getAllByRole('heading', { level: 3 }).filter((h) => h.closest('ol'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LiveDemo', () => {
  it('shows every stage done at once when the user prefers less motion', () => {
    preferReducedMotion(true);
    render(<LiveDemo />);
    expect(stageHeadings().map((heading) => heading.textContent)).toEqual([
      'Analyse du CV (terminé)',
      'Compétences identifiées (terminé)',
      'Correspondance avec l’offre (terminé)',
      'Lettre générée (terminé)',
    ]);
    // 6 of the offer's 7 keywords are in the sample CV; French format puts a space before '%'.
    expect(screen.getByText(/^86\s%$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rejouer la démonstration' })).not.toBeInTheDocument();
  });

  it('plays the stages one after the other, then offers a replay', () => {
    preferReducedMotion(false);
    vi.useFakeTimers();
    render(<LiveDemo />);
    expect(stageHeadings()[0]).toHaveTextContent('(en cours)');
    expect(stageHeadings()[1]).toHaveTextContent('(en attente)');

    act(() => vi.advanceTimersByTime(1100));
    expect(stageHeadings()[0]).toHaveTextContent('(terminé)');
    expect(stageHeadings()[1]).toHaveTextContent('(en cours)');

    // One act per stage: each stage's timer is set once React has rendered the previous one.
    for (const _stage of [2, 3, 4]) act(() => vi.advanceTimersByTime(1100));
    expect(stageHeadings().every((heading) => heading.textContent?.endsWith('(terminé)'))).toBe(true);

    act(() => screen.getByRole('button', { name: 'Rejouer la démonstration' }).click());
    expect(stageHeadings()[0]).toHaveTextContent('(en cours)');
  });
});
