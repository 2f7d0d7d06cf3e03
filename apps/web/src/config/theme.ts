import { createTheme } from '@mui/material/styles';
import { jaJP } from './mui-locale-ja';

/** Business constants of docs/spec/budgets-and-reliability.md that the UI draws with. */
export const THEME_CONSTANTS = {
  buttonHeight: 36,
  tooltipOffset: 10,
  textareaRows: 5,
  tabIndicatorMs: 225,
  errorPanelWidth: 384,
  logoWidth: 200,
  timelineLineThickness: 2,
} as const;

export const BRAND_COLORS = {
  primary: '#00796b', // teal
  secondary: '#c43e00', // orange accent
  error: '#d32f2f', // red; warnings share it (docs/spec/budgets-and-reliability.md: "error and warning red")
  info: '#1976d2', // blue
  success: '#2e7d32', // green
} as const;

export const FONT_FAMILY = [
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"BIZ UDPGothic"',
  'Meiryo',
  '"Noto Sans JP"',
  'sans-serif',
].join(',');

/** The single light theme (docs/spec/budgets-and-reliability.md), with MUI's Japanese locale texts. */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: BRAND_COLORS.primary },
      secondary: { main: BRAND_COLORS.secondary },
      error: { main: BRAND_COLORS.error },
      warning: { main: BRAND_COLORS.error },
      info: { main: BRAND_COLORS.info },
      success: { main: BRAND_COLORS.success },
      background: { default: '#f7f9f9' },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        // Japanese text breaks between phrases (文節), not inside a word: 「実施/例を探/す」, 「繊維強化ポ/リプロ
        // ピレン」 in claims and lists on a phone (issue 17). The page is lang="ja", which auto-phrase needs.
        // `anywhere`, not `break-word`: a phrase wider than the line still breaks, and it does not count
        // towards a box's smallest width, so a table column or flex item is never widened by an unbreakable
        // phrase (an earlier auto-phrase on table cells pushed the results past a phone's width). Browsers
        // without auto-phrase keep their normal breaking.
        styleOverrides: { body: { wordBreak: 'auto-phrase', overflowWrap: 'anywhere' } },
      },
      MuiTableCell: {
        // Table cells keep the browser's normal breaking: `anywhere` would let a column shrink until its
        // numbers stand one digit a line (「0/./6/2/2」 in the forward analysis's metrics on a phone), and
        // auto-phrase alone would widen it by its longest phrase. The Japanese names in cells break between
        // words through components/phrase-text.tsx, which brings both back for its own text.
        styleOverrides: { root: { wordBreak: 'normal', overflowWrap: 'normal' } },
      },
      MuiButton: {
        styleOverrides: {
          root: { minHeight: THEME_CONSTANTS.buttonHeight },
          sizeMedium: { height: THEME_CONSTANTS.buttonHeight },
        },
      },
      MuiTooltip: {
        defaultProps: {
          slotProps: {
            popper: {
              modifiers: [{ name: 'offset', options: { offset: [0, THEME_CONSTANTS.tooltipOffset] } }],
            },
          },
        },
      },
      MuiTextField: {
        // minRows only takes effect on multiline fields, i.e. textareas.
        defaultProps: { minRows: THEME_CONSTANTS.textareaRows },
      },
      MuiTabs: {
        styleOverrides: { indicator: { transitionDuration: `${THEME_CONSTANTS.tabIndicatorMs}ms` } },
      },
    },
  },
  jaJP,
);
