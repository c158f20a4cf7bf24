import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { loadRemoteComponent, resetRemote } from './remote-registry.ts';
import { RemoteLoading } from './RemoteLoading.tsx';

interface RemoteSlotProps<P> {
  /** Remote name as in /remotes.json, e.g. `mfe_generator`. */
  remote: string;
  /** Exposed entry without './', e.g. `GeneratorPage`. */
  module: string;
  /** Props handed to the remote component. */
  props?: P;
  /** Accessible name of the region while it loads or when it fails. */
  label?: string;
}

/**
 * Renders a component exposed by a remote, inside its own error boundary: a remote that is
 * down or crashes shows a French fallback with a retry button, and the rest of the page lives on.
 */
export function RemoteSlot<P extends object>({ remote, module, props, label }: RemoteSlotProps<P>) {
  // React.lazy caches a rejected promise, so a retry needs a new lazy component (docs/federation.md §5).
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(async () => ({ default: await loadRemoteComponent<P>(remote, module) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt forces a fresh load
    [remote, module, attempt],
  );
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  const Component = Remote as unknown as ComponentType<P>;
  return (
    // Keyed by what it shows: a route change reuses this component, and must not inherit a failure.
    <RemoteBoundary key={`${remote}/${module}#${attempt}`} onRetry={retry} label={label}>
      <Suspense fallback={<RemoteLoading label={label} />}>
        <Component {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteBoundary>
  );
}
