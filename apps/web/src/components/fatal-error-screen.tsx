import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearFatal } from '../lib/fatal-error';
import { ErrorScreen } from './error-screen';

/** The error screen for a fatal error raised outside the router (api-client, error catalogue). */
export function FatalErrorScreen({ message }: { message: string }) {
  const navigate = useNavigate();
  const go = (to: string) => {
    clearFatal();
    void navigate(to);
  };
  return (
    <ErrorScreen
      message={message}
      onHome={() => go(paths.home.getHref())}
      onReport={() => go(paths.contact.getHref())}
    />
  );
}
