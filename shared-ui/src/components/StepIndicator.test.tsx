import { render, screen, within } from '@testing-library/react';
import { StepIndicator } from './StepIndicator.tsx';

const steps = ['CV', "Offre d'emploi", 'Options'];

describe('StepIndicator', () => {
  it.each([
    [0, 'CV'],
    [1, "Offre d'emploi"],
    [2, 'Options'],
  ])('marks step %i (%s) as the current one, and only it', (current, label) => {
    render(<StepIndicator steps={steps} current={current} />);
    const list = screen.getByRole('list', { name: 'Étapes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const currentItems = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(currentItems).toHaveLength(1);
    expect(currentItems[0]).toHaveTextContent(label);
  });

  it('shows every label and tells which steps are done', () => {
    render(<StepIndicator steps={steps} current={2} />);
    for (const step of steps) expect(screen.getByText(step)).toBeVisible();
    const [cv, posting, options] = screen.getAllByRole('listitem');
    expect(cv).toHaveTextContent('CV (terminée)');
    expect(posting).toHaveTextContent("Offre d'emploi (terminée)");
    expect(options).not.toHaveTextContent('terminée');
  });
});
