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
      // Headings break between Japanese phrases (文節), not inside a word: 「実施例を探す」 wrapped as
      // 「実施/例を探/す」 on a phone. A phrase wider than the line still breaks (break-word) rather than
      // overflow. Not on table cells: there an unbreakable phrase widens the column and the table passes
      // the phone's width. Browsers without auto-phrase keep their normal breaking.
      ...Object.fromEntries(
        (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((variant) => [
          variant,
          { wordBreak: 'auto-phrase', overflowWrap: 'break-word' },
        ]),
      ),
    },
    components: {
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
