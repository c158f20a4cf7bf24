import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileText } from 'lucide-react';
import { Button } from './Button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './DropdownMenu.tsx';

describe('DropdownMenu', () => {
  it('runs an item from the keyboard and skips disabled items', async () => {
    const user = userEvent.setup();
    const onWord = vi.fn();
    const onPdf = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Télécharger</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem icon={<FileText />} onSelect={onWord} disabled>
            Format Word (.docx)
          </DropdownMenuItem>
          <DropdownMenuItem icon={<FileText />} onSelect={onPdf}>
            Format PDF
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Télécharger' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('menuitem', { name: 'Format Word (.docx)' })).toHaveAttribute('aria-disabled', 'true');
    const pdf = screen.getByRole('menuitem', { name: 'Format PDF' });
    expect(pdf).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPdf).toHaveBeenCalledOnce();
    expect(onWord).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
