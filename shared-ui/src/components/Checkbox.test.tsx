import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is ticked through its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="J'accepte les conditions d'utilisation" />);
    const box = screen.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText("J'accepte les conditions d'utilisation"));
    expect(box).toBeChecked();
  });
});
