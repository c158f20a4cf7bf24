import { act, render, screen } from '@testing-library/react';
import { Toaster } from '../components/Toaster.tsx';
import { fr } from '../strings/fr.ts';
import { toast, toastError, toastSuccess } from './toast.ts';

describe('toast helpers', () => {
  afterEach(() => act(() => void toast.dismiss()));

  it.each([
    ['toastError', toastError, fr.toasts.premiumFeature, 'error'],
    ['toastSuccess', toastSuccess, fr.toasts.copied, 'success'],
  ] as const)('%s shows title and description with its type', async (_name, show, text, type) => {
    render(<Toaster />);
    act(() => void show(text.title, text.description));
    const title = await screen.findByText(text.title);
    expect(screen.getByText(text.description)).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', type);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
