import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/RouteErrorPage';

interface Props {
  /** The current path: a new address clears the error (the user navigated away from it). */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The path where the error was caught. */
  at: string | null;
}

/**
 * Error boundary of the shell's routes (docs/screens.md#route-guard): an error thrown while
 * rendering a page (or a lazy page whose code fails to load twice, routing/lazyPage.ts) shows
 * `RouteErrorPage` instead of a blank screen. Navigating to another address renders the routes
 * again. Remotes have their own boundary (federation/RemoteRoute.tsx), so a broken remote keeps
 * the layout around it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Errore sconosciuto') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.pathname };
    return state.at === props.pathname ? null : { error: null, at: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Errore di rendering della pagina', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error !== null ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
