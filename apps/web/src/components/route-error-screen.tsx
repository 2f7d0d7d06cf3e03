import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { useBootShellRemoval } from '../lib/boot-shell-handoff';
import { formatDocumentTitle } from '../lib/document-title';
import { clearFatal } from '../lib/fatal-error';
import { MESSAGES } from '../lib/messages';
import { reportError } from '../lib/notifications';
import { ErrorScreen, describeError } from './error-screen';

/** The text the error screen shows for anything a route can throw. */
function errorMessageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === 'string' && error.data) return error.data;
    return error.status === 404
      ? MESSAGES.pageNotFound
      : (MESSAGES.httpStatus[error.status] ?? MESSAGES.unexpectedError);
  }
  // A thrown Error's own text is for developers; the screen says what happened in Japanese.
  return MESSAGES.unexpectedError;
}

/** errorElement of the root and layout routes (docs/spec/routes-and-navigation.md error screen). */
export function RouteErrorScreen() {
  useBootShellRemoval();
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const message = errorMessageOf(error);

  useEffect(() => {
    document.title = formatDocumentTitle(describeError(message).heading);
    if (!isRouteErrorResponse(error)) reportError(error, message);
  }, [error, message]);

  const go = (to: string) => {
    clearFatal();
    void navigate(to);
  };

  return (
    <ErrorScreen
      message={message}
      path={pathname}
      onHome={() => go(paths.home.getHref())}
      onReport={() => go(paths.contact.getHref())}
    />
  );
}
