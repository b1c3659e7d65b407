import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The current path: a new address clears a caught error (the user navigated away from it). */
  pathname: string;
  /** What failed, for the console message. */
  label: string;
  /** What to show in place of the children once they threw. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

/**
 * The shell's error boundary (docs/screens.md#route-guard): an error thrown while rendering the
 * children shows `fallback(error)` instead of a blank screen, until the address changes. Used
 * around the routes (router.tsx: the error page) and around each remote (federation/RemoteRoute.tsx:
 * the retry panel, so a broken remote keeps the layout around it).
 */
export class PathErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Errore sconosciuto') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname !== state.pathname ? { pathname: props.pathname, error: null } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.label}: errore di rendering`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error !== null ? this.props.fallback(this.state.error) : this.props.children;
  }
}
