import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./route-error-page";

interface Props {
  /** The address shown: going elsewhere leaves the error page. */
  pathname: string;
  children: ReactNode;
}

type State = { failed: false } | { failed: true; error: unknown; pathname?: string };

/**
 * When a screen cannot load (its code or texts could not be fetched) or throws, the page says so
 * (RouteErrorPage) instead of going blank. Moving to another address tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    if (!state.failed) return null;
    // Just failed: remember where. Failed elsewhere: this is a new address, render it.
    if (state.pathname === undefined) return { ...state, pathname: props.pathname };
    return state.pathname === props.pathname ? null : { failed: false };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
