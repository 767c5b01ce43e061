// A screen whose code fails to load (a dropped connection mid-navigation) offers a retry instead of a blank page.
import { Component, type ReactNode } from 'react';
import i18n from '../../kit/i18n';

interface State {
  failed: boolean;
}

export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="app-chunk-error" role="alert">
        <p>{i18n.t('common:chunkFailed')}</p>
        <button type="button" className="app-button-primary" onClick={() => window.location.reload()}>
          {i18n.t('common:retry')}
        </button>
      </div>
    );
  }
}
