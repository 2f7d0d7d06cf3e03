import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { THEME_CONSTANTS } from '../config/theme';
import { Logo } from './logo';

/** docs/spec/routes-and-navigation.md error screen texts. */
export const ERROR_SCREEN_TEXT = {
  notFoundHeading: 'ページが見つかりません',
  body: 'お探しのページは一時的にアクセスできない状況にあるか、移動もしくは削除された可能性があります。',
  home: 'ホームに戻る',
  report: '運営に報告する',
} as const;

const NOT_FOUND = /page not found/i;

/** The heading for a message, and the path to show under the text for a not-found message. */
export function describeError(message: string, path?: string): { heading: string; path?: string } {
  if (!NOT_FOUND.test(message)) return { heading: message };
  const fromMessage = /page not found:\s*(\S+)/i.exec(message)?.[1];
  const shown = fromMessage ?? path;
  return { heading: ERROR_SCREEN_TEXT.notFoundHeading, ...(shown ? { path: shown } : {}) };
}

export type ErrorScreenProps = {
  message: string;
  /** Path of the page that was asked for, shown for a not-found error. */
  path?: string;
  /** Each button clears the error first, then goes to / or /contact. */
  onHome: () => void;
  onReport: () => void;
};

export function ErrorScreen({ message, path, onHome, onReport }: ErrorScreenProps) {
  const { heading, path: shownPath } = describeError(message, path);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: THEME_CONSTANTS.errorPanelWidth,
          p: 4,
          textAlign: 'center',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'center' }}>
          <Logo width={THEME_CONSTANTS.logoWidth} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ERROR_SCREEN_TEXT.body}
          </Typography>
          {shownPath && (
            <Typography
              variant="body2"
              component="p"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {shownPath}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button variant="contained" onClick={onHome}>
              {ERROR_SCREEN_TEXT.home}
            </Button>
            <Button variant="outlined" onClick={onReport}>
              {ERROR_SCREEN_TEXT.report}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
