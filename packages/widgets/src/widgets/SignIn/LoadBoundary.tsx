import { Component, type ReactNode } from 'react';

/** Props of {@link LoadBoundary}. */
export interface LoadBoundaryProps {
  /** What shows instead of the children once they failed. @default nothing */
  fallback?: ReactNode;
  /** Told once when the children fail (e.g. their lazily loaded code could not be fetched). */
  onError?(): void;
  children?: ReactNode;
}

/**
 * Catches a failure below it, typically a lazily loaded chunk that could not be fetched
 * (offline), so the widget keeps working around it instead of unmounting.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError?.();
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
