// A boards screen that throws (an answer the screen did not expect) shows the site's failed screen
// with the spec's generic error in its place; Try again reads its answers afresh and draws it again.
// The picker layer beside it keeps working.

import { Component, type ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { FailedScreen } from 'react-kit';

export interface ScreenBoundaryProps {
  children: ReactNode;
  /** Before the screen is drawn again: forget the answers it failed on. */
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

export class ScreenBoundary extends Component<ScreenBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('mf-boards screen failed', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <FailedScreen
        message={GENERIC_ERROR_MESSAGE}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
