import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AppThemeProvider } from '../components/theme-provider';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, theme, THEME_CONSTANTS } from './theme';

describe('theme (docs/spec/budgets-and-reliability.md)', () => {
  it('is a single light theme: primary teal, accent orange, error and warning red, info blue, success green', () => {
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe('#00796b');
    expect(theme.palette.secondary.main).toBe('#c43e00');
    expect(theme.palette.error.main).toBe('#d32f2f');
    expect(theme.palette.warning.main).toBe(theme.palette.error.main);
    expect(theme.palette.info.main).toBe(BRAND_COLORS.info);
    expect(theme.palette.success.main).toBe(BRAND_COLORS.success);
  });

  it('sets button height 36, tooltip offset 10, textarea 5 rows, tab slider 225 ms', () => {
    expect(THEME_CONSTANTS).toMatchObject({
      buttonHeight: 36,
      tooltipOffset: 10,
      textareaRows: 5,
      tabIndicatorMs: 225,
    });
    expect(theme.components?.MuiButton?.styleOverrides?.sizeMedium).toMatchObject({ height: 36 });
    const popper = theme.components?.MuiTooltip?.defaultProps?.slotProps?.popper as { modifiers: unknown[] };
    expect(popper.modifiers).toContainEqual({ name: 'offset', options: { offset: [0, 10] } });
    expect(theme.components?.MuiTextField?.defaultProps).toMatchObject({ minRows: 5 });
    expect(theme.components?.MuiTabs?.styleOverrides?.indicator).toMatchObject({
      transitionDuration: '225ms',
    });
  });

  it('renders fields and buttons with the theme (minRows reaches only multiline fields)', () => {
    render(
      <AppThemeProvider>
        <TextField label="本文" multiline />
        <TextField label="件名" />
        <Button variant="contained">送信</Button>
      </AppThemeProvider>,
    );
    // jsdom has no layout, so the autosized height cannot be measured; the textarea and input render.
    expect(screen.getByLabelText('本文').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('件名').tagName).toBe('INPUT');
    // The theme reaches MUI components: a contained button is teal.
    const button = getComputedStyle(screen.getByRole('button', { name: '送信' }));
    expect(button.getPropertyValue('--variant-containedBg').trim()).toBe('#00796b');
  });

  it('breaks Japanese text between phrases; a phrase wider than its line breaks without widening its box', () => {
    // issue 17: 「繊維強化ポ/リプロピレン」 in claim 1 on a phone. `anywhere`, not `break-word`, keeps a table
    // column's smallest width as it was (e2e layout-widths, example-tables).
    expect(theme.components?.MuiCssBaseline?.styleOverrides).toMatchObject({
      body: { wordBreak: 'auto-phrase', overflowWrap: 'anywhere' },
    });
    // Not in table cells: a column would shrink until its numbers stood a digit a line.
    expect(theme.components?.MuiTableCell?.styleOverrides?.root).toMatchObject({
      wordBreak: 'normal',
      overflowWrap: 'normal',
    });
  });

  it('uses the Japanese locale and a Japanese font stack', () => {
    expect(theme.typography.fontFamily).toContain('Hiragino Kaku Gothic ProN');
    expect(theme.typography.fontFamily).toContain('Noto Sans JP');
    const pagination = theme.components?.MuiTablePagination?.defaultProps as
      { labelRowsPerPage?: string } | undefined;
    expect(pagination?.labelRowsPerPage).toMatch(/ページあたりの行数/);
  });

  it('labels pagination in Japanese with grouped numbers, as the MUI locale it replaces', () => {
    const table = theme.components?.MuiTablePagination?.defaultProps;
    expect(table?.labelDisplayedRows?.({ from: 1001, to: 1020, count: 12345, page: 50 })).toBe(
      '1,001～1,020 / 12,345',
    );
    expect(table?.labelDisplayedRows?.({ from: 1, to: 20, count: -1, page: 0 })).toBe('1～20 / 20以上');
    const pages = theme.components?.MuiPagination?.defaultProps;
    expect(pages?.getItemAriaLabel?.('page', 3, false)).toBe('ページ3へ');
    expect(pages?.getItemAriaLabel?.('next', 4, false)).toBe('次のページへ');
  });
});
