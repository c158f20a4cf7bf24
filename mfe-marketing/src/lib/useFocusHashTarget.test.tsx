import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { useFocusHashTarget } from './useFocusHashTarget.ts';

let drawSection: () => void = () => undefined;

// A page whose section, like a deferred one, is drawn after the page itself.
function Page() {
  useFocusHashTarget();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    drawSection = () => setDrawn(true);
  }, []);
  return (
    <>
      <section id="haut" aria-label="Haut de page" />
      {drawn && <section id="generateur" aria-label="Générateur" />}
    </>
  );
}

// jsdom draws nothing, so has no scrollIntoView: each test gets one that records what it scrolled to.
const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('useFocusHashTarget', () => {
  it('brings the section named by the hash into view and focuses it once it is drawn', async () => {
    renderAt('/#generateur');
    expect(scrollIntoView).not.toHaveBeenCalled();
    // Async: the MutationObserver's callback runs as a microtask after the section is drawn.
    await act(async () => drawSection());
    const section = screen.getByRole('region', { name: 'Générateur' });
    expect(section).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([section]);
  });

  it('leaves a page without a hash where it is', async () => {
    renderAt('/');
    await act(async () => drawSection());
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });
});
