// A boards screen that throws (an answer the screen did not expect) shows the spec's generic
// error in its place; the picker layer beside it keeps working.

import { Component, type ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts';

interface State {
  failed: boolean;
}

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
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
      <section className="pb-screen" aria-labelledby="boards-heading">
        <p className="area-tag">mf-boards</p>
        <h1 id="boards-heading">Something went wrong</h1>
        <p role="alert">{GENERIC_ERROR_MESSAGE}</p>
      </section>
    );
  }
}
