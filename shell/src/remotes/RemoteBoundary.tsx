// Catches a remote that fails to load or render and shows the error page in its place, inside the layout.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { retryIfFailed } from './registry';

interface BoundaryProps {
  remote: string;
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  // A new URL clears the error, so navigating away and back tries the remote again.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
    retryIfFailed(this.props.remote);
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}

export function RemoteBoundary({ remote, children }: { remote: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary remote={remote} pathname={pathname}>
      {children}
    </Boundary>
  );
}
