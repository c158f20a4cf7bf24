import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('toggles when its label is clicked and reports each change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Switch label="Astuces" description="Conseils pour vos candidatures" onCheckedChange={onCheckedChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Astuces' });
    expect(toggle).toHaveAccessibleDescription('Conseils pour vos candidatures');
    expect(toggle).not.toBeChecked();

    await user.click(screen.getByText('Astuces'));
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});
