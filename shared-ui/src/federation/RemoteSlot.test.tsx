import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { useReplacesPrerenderedPage } from './prerendered-page.tsx';
import { configureRemotes } from './remote-registry.ts';
import { RemoteSlot } from './RemoteSlot.tsx';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;

describe('RemoteSlot', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
    configureRemotes({ mfe_blog: 'http://localhost:4204/mf-manifest.json' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed component with its props', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: Greeting });
    render(<RemoteSlot remote="mfe_blog" module="BlogListPage" props={{ name: 'Léa' }} />);
    expect(await screen.findByText('Bonjour Léa')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_blog/BlogListPage');
  });

  it('shows the server’s HTML while the remote loads, then the screen, told it took that HTML’s place', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const Page = () => <h1>{useReplacesPrerenderedPage() ? 'Page prête' : 'Page chargée'}</h1>;
    render(<RemoteSlot remote="mfe_blog" module="BlogArticlePage" label="Blog" prerendered="<h1>Page du serveur</h1>" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page du serveur');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => arrive({ default: Page }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page prête');
    expect(document.querySelector('[data-prerendered]')).toBeNull();
  });

  it('shows a French fallback when the remote is down, and loads it again on retry', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue({ default: Greeting });
    render(<RemoteSlot remote="mfe_blog" module="BlogListPage" props={{ name: 'Léa' }} label="Blog" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette section est momentanément indisponible');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Bonjour Léa')).toBeInTheDocument();
    // The failed entry is registered again with force, so the runtime fetches it anew.
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_blog', entry: 'http://localhost:4204/mf-manifest.json' }], { force: true });
  });

  it('keeps a crashing remote inside its region', async () => {
    const Crash = () => {
      throw new Error('boum');
    };
    vi.mocked(loadRemote).mockResolvedValue({ default: Crash });
    render(
      <div>
        <p>Navigation intacte</p>
        <RemoteSlot remote="mfe_blog" module="BlogArticlePage" />
      </div>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Navigation intacte')).toBeInTheDocument();
  });

  it("with load='near', downloads the remote only once its region nears the viewport", async () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.mocked(loadRemote).mockResolvedValue({ default: Greeting });
    render(<RemoteSlot remote="mfe_blog" module="BlogListPage" props={{ name: 'Léa' }} label="Blog" load="near" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement : Blog…');
    act(() => report!([{ isIntersecting: false }]));
    expect(loadRemote).not.toHaveBeenCalled();
    act(() => report!([{ isIntersecting: true }]));
    expect(await screen.findByText('Bonjour Léa')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('refuses a remote that /remotes.json does not list', async () => {
    render(<RemoteSlot remote="mfe_account" module="LoginPage" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

it('does not carry a failure over to the next module shown in the same place', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  configureRemotes({ mfe_blog: 'http://localhost:4204/mf-manifest.json', mfe_marketing: 'http://localhost:4201/mf-manifest.json' });
  vi.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (id.startsWith('mfe_blog/')) throw new Error('Failed to fetch');
    return { default: () => <p>FAQ chargée</p> };
  });
  const { rerender } = render(<RemoteSlot remote="mfe_blog" module="BlogListPage" />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  rerender(<RemoteSlot remote="mfe_marketing" module="FaqPage" />);
  expect(await screen.findByText('FAQ chargée')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
