import { Component, type ReactNode } from 'react';
import { ViewLoadError } from './ViewLoadError';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  error: Error | null;
}

/** Catches a view chunk that failed to load (or a view that crashed) and offers a retry. */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? <ViewLoadError error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}
