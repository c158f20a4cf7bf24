import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PrerenderedPageContext } from '@lettra/shared-ui';
import { deferredSection } from './deferred-section.tsx';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Compté : {count}</button>;
}

/** An IntersectionObserver the test moves: `nearAll()` tells every observer its element came near. */
class FakeIntersectionObserver implements IntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve(element: Element) {
    this.elements.splice(this.elements.indexOf(element), 1);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  disconnect() {
    this.elements.length = 0;
  }
  static nearAll() {
    for (const observer of FakeIntersectionObserver.observers) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer);
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.observers = [];
  document.body.innerHTML = '';
});

it('without the server’s HTML, fetches the section at once and shows it live', async () => {
  const Section = deferredSection('counter-now', async () => Counter);
  render(<Section />);
  await userEvent.click(await screen.findByRole('button', { name: 'Compté : 0' }));
  expect(screen.getByRole('button', { name: 'Compté : 1' })).toBeInTheDocument();
});

it('in place of the server’s page, shows the section’s server HTML and fetches its code only when the visitor nears it', async () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // The page the server drew, still on screen while the remote's screen renders for the first time.
  const drawnByServer = document.createElement('div');
  drawnByServer.setAttribute('data-prerendered', '');
  drawnByServer.innerHTML = '<div data-deferred-section="counter-near"><button>Compté : 0</button></div>';
  document.body.append(drawnByServer);
  const importSection = vi.fn(async () => Counter);
  const Section = deferredSection('counter-near', importSection);

  render(
    <PrerenderedPageContext value>
      <Section />
    </PrerenderedPageContext>,
  );
  drawnByServer.remove(); // the screen has taken the page's place
  const button = screen.getByRole('button', { name: 'Compté : 0' });
  await userEvent.click(button);
  expect(button).toHaveAccessibleName('Compté : 0'); // server HTML: no code behind it yet
  expect(button.closest('[data-server-html]')).not.toBeNull(); // the shell's starter keeps a click on it
  expect(importSection).not.toHaveBeenCalled();

  act(() => FakeIntersectionObserver.nearAll());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Compté : 0' })).not.toBe(button));
  await userEvent.click(screen.getByRole('button', { name: 'Compté : 0' }));
  expect(screen.getByRole('button', { name: 'Compté : 1' }).closest('[data-server-html]')).toBeNull();
  expect(importSection).toHaveBeenCalledTimes(1);
});
