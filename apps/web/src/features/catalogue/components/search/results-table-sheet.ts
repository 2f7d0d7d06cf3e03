import { styled } from '@mui/material/styles';

/**
 * The class names a result row uses, styled once by the table below (ResultsTableRoot) instead of by an MUI
 * component or an `sx` per cell: emotion serialises a styled component's styles at every instance's render,
 * which on a list of 20–50 rows was most of the work a phone did after the first paint (decision 0046).
 * Cell renderers (patents-page.tsx, result-cells.tsx, snippet-text.tsx) name these classes; outside a
 * results table they carry no style.
 */
export const RESULT_CLASSES = {
  /** A row that lights up under the pointer; `selected` when chosen for comparison. */
  row: 'result-row',
  selected: 'result-row-selected',
  /** The compare checkbox's column. */
  checkbox: 'result-checkbox',
  /** Right-aligned (numbers). */
  right: 'result-right',
  /** Kept on one line (dates, numbers). */
  nowrap: 'result-nowrap',
  /** A publication number: one line, digits of equal width. */
  number: 'result-number',
  /** The title column's box: its floor, since Chrome ignores min-width on cells. */
  title: 'result-title',
  /** Secondary text (a snippet, its match reason, the matched examples). */
  snippet: 'result-snippet',
  reason: 'result-reason',
  matched: 'result-matched',
  /** The bold label before a snippet or a reason (「要約:」). */
  label: 'result-label',
  /** A value a visitor does not see, or a missing one. */
  muted: 'result-muted',
  mutedSmall: 'result-muted-small',
} as const;

const c = RESULT_CLASSES;

/**
 * The result table and everything in its rows, as MUI drew them with `Table size="small"` and `TableCell`
 * (body2 text, a 1 px rgb(224 224 224) rule under each cell, 12 px beside it, the theme's table-cell
 * breaking: normal, see config/theme.ts).
 */
export const ResultsTableRoot = styled('table')(({ theme }) => ({
  display: 'table',
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& :is(td, th)': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    textAlign: 'left',
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    padding: theme.spacing(0.75, 1.5),
    wordBreak: 'normal',
    overflowWrap: 'normal',
  },
  '& td': { verticalAlign: 'top', paddingTop: theme.spacing(1.25), paddingBottom: theme.spacing(1.25) },
  '& th': {
    fontWeight: 700,
    backgroundColor: theme.palette.grey[50],
    verticalAlign: 'bottom',
    lineHeight: 1.35,
  },
  // Not the compare column: its header took 88 px for a 48 px checkbox.
  [`& th:not(.${c.checkbox})`]: { minWidth: '5.5rem' },
  [`& :is(td, th).${c.checkbox}`]: {
    width: 24,
    padding: theme.spacing(0, 1.5, 0, 1),
    '& > *': { padding: 0 },
  },
  [`& th.${c.checkbox}`]: { minWidth: 0, width: 48 },
  [`& :is(td, th).${c.right}`]: { textAlign: 'right' },
  [`& .${c.row}`]: { outline: 0 },
  [`& .${c.row}:hover`]: { backgroundColor: theme.palette.action.hover },
  [`& .${c.selected}`]: {
    backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  [`& .${c.selected}:hover`]: {
    backgroundColor: theme.alpha(
      theme.palette.primary.main,
      theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
    ),
  },
  [`& .${c.nowrap}`]: { whiteSpace: 'nowrap' },
  [`& .${c.number}`]: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  [`& .${c.title}`]: { minWidth: '12rem' },
  [`& .${c.snippet}`]: {
    margin: theme.spacing(0.5, 0, 0),
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    color: theme.palette.text.secondary,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    whiteSpace: 'pre-line',
  },
  [`& .${c.reason}`]: { margin: 0, fontSize: '0.75rem', color: theme.palette.text.secondary },
  [`& .${c.matched}`]: {
    margin: theme.spacing(0.5, 0, 0),
    padding: 0,
    listStyle: 'none',
    fontSize: '0.75rem',
    color: theme.palette.text.secondary,
  },
  [`& .${c.label}`]: { fontWeight: 700, marginRight: theme.spacing(0.75) },
  [`& .${c.muted}`]: { color: theme.palette.text.disabled },
  [`& .${c.mutedSmall}`]: { color: theme.palette.text.disabled, fontSize: '0.75rem' },
}));
