import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  label?: string;
}

interface State {
  failed: boolean;
}

/** Keeps a broken or unreachable remote inside its region, with a French fallback and a retry. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[lettra] module distant en échec', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFallback label={this.props.label} onRetry={this.props.onRetry} />;
  }
}

/**
 * What a region shows when its remote cannot be loaded: also the shell's answer on a path no remote it
 * reached declares while another could not be reached (the path may be that remote's).
 */
export function RemoteFallback({ label, onRetry }: { label?: string; onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto my-10 max-w-xl rounded-xl border border-ink-200 bg-white p-6 text-center shadow-sm"
    >
      <h2 className="text-lg font-semibold text-ink-900">Cette section est momentanément indisponible</h2>
      <p className="mt-2 text-ink-600">
        {label ? `« ${label} » n'a pas pu être chargé. ` : ''}
        Vérifiez votre connexion puis réessayez ; le reste du site reste utilisable.
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Réessayer
      </button>
    </section>
  );
}
