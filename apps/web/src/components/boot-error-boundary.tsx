import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../config/paths';
import { useBootShellRemoval } from '../lib/boot-shell-handoff';
import { clearFatal } from '../lib/fatal-error';
import { MESSAGES } from '../lib/messages';
import { reportError } from '../lib/notifications';
import { pageLoad } from '../lib/page-load';
import { ErrorScreen } from './error-screen';
import { AppThemeProvider } from './theme-provider';

/**
 * The error screen when the app itself cannot start or render (docs/spec/routes-and-navigation.md: "any error during app setup
 * or mounting"). It depends on nothing but the theme, and navigates with full page loads because the
 * router may be what failed.
 */
export function BootErrorScreen({ message = MESSAGES.unexpectedError }: { message?: string }) {
  useBootShellRemoval();
  const go = (to: string) => {
    clearFatal();
    pageLoad.assign(to);
  };
  return (
    <AppThemeProvider>
      <ErrorScreen
        message={message}
        path={window.location.pathname}
        onHome={() => go(paths.home.getHref())}
        onReport={() => go(paths.contact.getHref())}
      />
    </AppThemeProvider>
  );
}

type State = { failed: boolean };

export class BootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error, MESSAGES.unexpectedError);
  }

  override render() {
    return this.state.failed ? <BootErrorScreen /> : this.props.children;
  }
}
