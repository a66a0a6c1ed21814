import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

export interface FrameErrorProps {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: () => void;
}

interface Props {
  /** The error page (react-admin's `Error`, loaded when one is shown). */
  fallback: ComponentType<FrameErrorProps>;
  children: ReactNode;
}

interface State {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** Catches what a screen throws and shows the error page in its place, the header and sidebar kept. */
export class FrameErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  private reset = () => this.setState({ error: null, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    const Fallback = this.props.fallback;
    return error ? (
      <Fallback error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />
    ) : (
      this.props.children
    );
  }
}
