import { voiceComponentErrorMessages } from '@phi/contracts/messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';

// spec: voice §2, each bubble's fallback panel: "Voice Component Error" with the assistant kind
// in the title, the refresh advice and a Refresh Page button. A failure inside one bubble (or
// its code failing to load) leaves the page and the other bubbles working.

interface VoiceErrorBoundaryProps {
  /** The assistant kind as the title names it, e.g. "Hotel". */
  readonly kindName: string;
  readonly children: ReactNode;
}

export class VoiceErrorBoundary extends Component<VoiceErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('voice component failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) {
      return this.props.children;
    }
    return <VoiceComponentErrorPanel kindName={this.props.kindName} />;
  }
}

export function VoiceComponentErrorPanel({ kindName }: { kindName: string }) {
  const headingId = `voice-error-${kindName.toLowerCase()}`;
  return (
    <div
      role="alert"
      aria-labelledby={headingId}
      className="rounded-xl border border-rose-400/50 bg-rose-950/60 p-5 text-center"
    >
      <h3 id={headingId} className="text-base font-semibold text-rose-100">
        {voiceComponentErrorMessages.title(kindName)}
      </h3>
      <p className="mt-2 text-sm text-rose-100">{voiceComponentErrorMessages.body}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
      >
        {voiceComponentErrorMessages.refreshPage}
      </button>
    </div>
  );
}
