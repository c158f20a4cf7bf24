import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion.tsx';

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="free">
        <AccordionTrigger>L'offre gratuite, c'est quoi ?</AccordionTrigger>
        <AccordionContent>Un aperçu de votre lettre.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="cancel">
        <AccordionTrigger>Puis-je annuler ?</AccordionTrigger>
        <AccordionContent>Oui, à tout moment.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('keeps one item open at a time and lets the open one close', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole('button', { name: "L'offre gratuite, c'est quoi ?" });
    const second = screen.getByRole('button', { name: 'Puis-je annuler ?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Un aperçu de votre lettre.')).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Un aperçu de votre lettre.')).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each question in a heading', () => {
    render(<Faq />);
    expect(screen.getByRole('heading', { level: 3, name: 'Puis-je annuler ?' })).toBeInTheDocument();
  });
});
