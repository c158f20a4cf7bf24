import { act, render, screen } from '@testing-library/react';
import { Toaster } from '../components/Toaster.tsx';
import { fr } from '../strings/all-strings.ts';
import { toast, toastError, toastSuccess } from './toast.ts';

describe('toast helpers', () => {
  afterEach(() => act(() => toast.dismiss()));

  it.each([
    ['toastError', toastError, fr.toasts.premiumFeature, 'error'],
    ['toastSuccess', toastSuccess, fr.toasts.loginSuccess, 'success'],
  ] as const)('%s shows title and description with its type', async (_name, show, text, type) => {
    render(<Toaster />);
    await act(() => show(text.title, text.description));
    const title = await screen.findByText(text.title);
    expect(screen.getByText(text.description)).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', type);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});

describe('toast colours', () => {
  afterEach(() => act(() => toast.dismiss()));

  // sonner's own success green was 4.29:1 on its background (axe); the theme's success-800 is 6.8:1.
  it('draw success and error text in shades readable on their backgrounds', async () => {
    render(<Toaster />);
    await act(() => toastSuccess(fr.toasts.loginSuccess.title));
    const toaster = (await screen.findByText(fr.toasts.loginSuccess.title)).closest<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.style.getPropertyValue('--success-text')).toBe('#166534');
    expect(toaster?.style.getPropertyValue('--error-text')).toBe('#b91c1c');
  });
});

describe('identical errors', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('show once however often they are raised, and different ones each show', async () => {
    render(<Toaster />);
    const { title, description } = fr.toasts.premiumFeature;
    for (let time = 0; time < 3; time += 1) await act(() => toastError(title, description));
    await act(() => toastError(title, 'Autre chose'));
    await screen.findByText('Autre chose');
    expect(screen.getAllByText(description)).toHaveLength(1);
    expect(screen.getAllByText(title)).toHaveLength(2);
  });
});

describe('the outcomes of one action', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('replace each other: only the last one is shown', async () => {
    render(<Toaster />);
    await act(() => toastSuccess('Inscription réussie', undefined, { action: 'signup' }));
    await screen.findByText('Inscription réussie');
    await act(() => toastError("Erreur d'inscription", 'Cet email est déjà utilisé', { action: 'signup' }));
    const error = await screen.findByText("Erreur d'inscription");
    expect(screen.queryByText('Inscription réussie')).not.toBeInTheDocument();
    expect(error.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });
});

describe('the toast library', () => {
  it('is downloaded with the first toast, and the toaster mounts then', async () => {
    vi.resetModules();
    const fresh = await import('./toast.ts');
    const { Toaster: FreshToaster } = await import('../components/Toaster.tsx');
    const { container } = render(<FreshToaster />);
    await fresh.toast.dismiss();
    expect(fresh.toastLibrary.requested()).toBe(false);
    expect(container).toBeEmptyDOMElement();

    await act(() => fresh.toast('Déconnexion'));
    expect(fresh.toastLibrary.requested()).toBe(true);
    expect((await screen.findByText('Déconnexion')).closest('[data-sonner-toast]')).toBeInTheDocument();
    await act(() => fresh.toast.dismiss());
  });
});
