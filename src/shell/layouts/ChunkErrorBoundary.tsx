// A screen whose code fails to load (a dropped connection mid-navigation), or that throws, offers a retry instead of a
// blank page; what it caught goes to the field reports.
import { Component, type ReactNode } from 'react';
import { noteError } from '../field/errors';
import i18n from '../../kit/i18n';

interface State {
  failed: boolean;
}

export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  /** The operator hears of it (the field reports), with the route it happened on. */
  override componentDidCatch(error: unknown): void {
    noteError(error, 'boundary');
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
