import { lazy, Suspense, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ExposedModule, RemoteName } from '@lettra/federation-config/remotes';
import { PrerenderedHtml, PrerenderedPageContext } from './prerendered-page.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { loadRemoteComponent, resetRemote } from './remote-registry.ts';
import { RemoteLoading } from './RemoteLoading.tsx';
import { useNearViewport } from './useNearViewport.ts';

interface RemoteSlotProps<R extends RemoteName, P> {
  /** Remote name as in /remotes.json and federation-config/remotes.ts, e.g. `mfe_generator`. */
  remote: R;
  /** One of the screens that remote exposes, without './', e.g. `GeneratorPanel`. */
  module: ExposedModule<R>;
  /** Props handed to the remote component. */
  props?: P;
  /** Accessible name of the region while it loads or when it fails. */
  label?: string;
  /**
   * 'near': download the remote only when its region comes within half a screen of the viewport, for a
   * region far down a page (the generator on the landing page), so the first load does not carry it.
   */
  load?: 'now' | 'near';
  /**
   * The HTML the server already drew for this screen (docs/public-pages.md 'Pre-rendered pages'):
   * shown as it is while the remote's code loads, instead of the loading state, and the screen is
   * told it takes that HTML's place.
   */
  prerendered?: string;
}

/**
 * Renders a component exposed by a remote, inside its own error boundary: a remote that is
 * down or crashes shows a French fallback with a retry button, and the rest of the page lives on.
 */
export function RemoteSlot<R extends RemoteName, P extends object>({ load = 'now', ...slot }: RemoteSlotProps<R, P>) {
  const loaded = <LoadedRemoteSlot {...slot} />;
  return load === 'near' ? <WhenNear label={slot.label}>{loaded}</WhenNear> : loaded;
}

function WhenNear({ label, children }: { label?: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  if (useNearViewport(placeholder)) return children;
  return (
    <div ref={placeholder}>
      <RemoteLoading label={label} />
    </div>
  );
}

/**
 * The screen of a route a remote declared (its routes.json, read at run time): named by data, so checked
 * by the remote's own build against what it exposes rather than by this package's types.
 */
export function RouteSlot({ remote, screen, label, prerendered }: { remote: string; screen: string; label: string; prerendered?: string }) {
  return <LoadedRemoteSlot remote={remote} module={screen} label={label} prerendered={prerendered} />;
}

interface LoadedSlotProps<P> {
  remote: string;
  module: string;
  props?: P;
  label?: string;
  prerendered?: string;
}

function LoadedRemoteSlot<P extends object>({ remote, module, props, label, prerendered }: LoadedSlotProps<P>) {
  // React.lazy caches a rejected promise, so a retry needs a new lazy component (docs/federation.md §5).
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy<ComponentType<P>>(async () => ({ default: await loadRemoteComponent<P>(remote, module) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt forces a fresh load
    [remote, module, attempt],
  );
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    // Keyed by what it shows: a route change reuses this component, and must not inherit a failure.
    <RemoteBoundary key={`${remote}/${module}#${attempt}`} onRetry={retry} label={label}>
      <Suspense fallback={prerendered === undefined ? <RemoteLoading label={label} /> : <PrerenderedHtml html={prerendered} />}>
        <PrerenderedPageContext value={prerendered !== undefined}>
          {/* eslint-disable-next-line react-hooks/static-components -- made once per remote, module and retry (useMemo above), not on each render */}
          <Remote {...(props ?? ({} as P))} />
        </PrerenderedPageContext>
      </Suspense>
    </RemoteBoundary>
  );
}
