import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

function LettersTabs() {
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Filtrer les lettres">
        <TabsTrigger value="all">Toutes</TabsTrigger>
        <TabsTrigger value="favorites">Favorites</TabsTrigger>
        <TabsTrigger value="recent">Récentes</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Toutes les lettres</TabsContent>
      <TabsContent value="favorites">Lettres favorites</TabsContent>
      <TabsContent value="recent">Lettres récentes</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const user = userEvent.setup();
    render(<LettersTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Toutes' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const favorites = screen.getByRole('tab', { name: 'Favorites' });
    expect(favorites).toHaveFocus();
    expect(favorites).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Favorites' })).toHaveTextContent('Lettres favorites');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Récentes' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lettres récentes');
  });
});
