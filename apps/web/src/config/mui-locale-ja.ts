import type { Localization } from '@mui/material/locale';

/**
 * MUI's Japanese component texts (`jaJP` of '@mui/material/locale'), with one difference: its number
 * formatter is made on first use, not when the module loads. MUI's module builds
 * `new Intl.NumberFormat('ja-JP')` at import, which loads the locale data inside the first script's
 * evaluation — on a slow phone one long task more before anything renders, for a formatter that only the
 * table pagination uses (decision 0039).
 */
let formatter: Intl.NumberFormat | undefined;
const formatNumber = (value: number) => {
  if (!Number.isFinite(value)) return String(value);
  formatter ??= new Intl.NumberFormat('ja-JP');
  return formatter.format(value);
};

const pageAriaLabel = (type: string) =>
  type === 'first'
    ? '最初のページへ'
    : type === 'last'
      ? '最後のページへ'
      : type === 'next'
        ? '次のページへ'
        : '前のページへ';

export const jaJP: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'すべて表示' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'ページあたりの行数:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}～${formatNumber(to)} / ${count !== -1 ? formatNumber(count) : `${formatNumber(to)}以上`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: (value) => `星${value}`, emptyLabelText: '星なし' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'クリア',
        closeText: '閉じる',
        loadingText: '読み込み中…',
        noOptionsText: 'データがありません',
        openText: '開く',
      },
    },
    MuiAlert: { defaultProps: { closeText: '閉じる' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'ページ選択',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `ページ${page}${selected ? '' : 'へ'}` : pageAriaLabel(type),
      },
    },
  },
};
