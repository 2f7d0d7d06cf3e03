import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { CATALOGUE_LIMITS } from '@app/contract/catalogue';
import type { ListKind } from '../../api/search-queries';
import { BASE_SYNTAX, FIELD_PREFIXES, MATCHING_RULES } from './query-syntax';

type Props = {
  kind: ListKind;
  /** e.g. 製品 */
  noun: string;
  value: string;
  placeholder: string;
  onSearch: (q: string) => void;
};

/** The keyword box of a list page with its syntax explained right under it. */
export function SearchBox({ kind, noun, value, placeholder, onSearch }: Props) {
  const [draft, setDraft] = useState(value);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  // Back/forward or a link changes the URL's keyword: the box follows it (adjusted while rendering).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const prefixes = FIELD_PREFIXES[kind];

  return (
    <Box component="form" role="search" aria-label={`${noun}検索`} onSubmit={submit} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: {
              'aria-label': `${noun}をキーワードで検索`,
              'aria-describedby': helpId,
              maxLength: CATALOGUE_LIMITS.queryMaxLength,
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          sx={{ minWidth: 104, flexShrink: 0 }}
        >
          検索
        </Button>
      </Box>
      <Box
        id={helpId}
        sx={{
          mt: 0.75,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.25,
        }}
      >
        <Typography variant="caption" color="text.secondary">
          スペースか <code>*</code> で区切るとAND、<code>OR</code>・<code>|</code>・<code>+</code> でOR、
          <code>-語</code> で除外、
          <code>"…"</code> でフレーズ、{prefixes.map((item) => item.prefix).join(' ')} で項目を指定できます。
        </Typography>
        <Button
          size="small"
          startIcon={<HelpOutlineIcon fontSize="small" />}
          aria-expanded={helpOpen}
          onClick={() => setHelpOpen((open) => !open)}
          sx={{ py: 0, minHeight: 0 }}
        >
          {helpOpen ? '書き方を閉じる' : '検索式の書き方'}
        </Button>
      </Box>
      <Collapse in={helpOpen} unmountOnExit>
        <Box
          component="table"
          sx={{
            mt: 1,
            borderCollapse: 'collapse',
            fontSize: '0.8125rem',
            '& th, & td': { textAlign: 'left', py: 0.5, pr: 3, borderBottom: 1, borderColor: 'divider' },
            '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
          }}
        >
          <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
            検索式の書き方（全角・半角、大文字・小文字、長音の違いは区別しません）
          </caption>
          <thead>
            <tr>
              <th scope="col">書き方</th>
              <th scope="col">意味</th>
              <th scope="col">例</th>
            </tr>
          </thead>
          <tbody>
            {[
              ...BASE_SYNTAX,
              ...prefixes.map((item) => ({
                syntax: item.prefix,
                meaning: `${item.meaning}に限定`,
                example: item.example,
              })),
            ].map((rule) => (
              <tr key={rule.syntax}>
                <td>
                  <code>{rule.syntax}</code>
                </td>
                <td>{rule.meaning}</td>
                <td>
                  <Button
                    size="small"
                    variant="text"
                    sx={{ p: 0, minWidth: 0, textTransform: 'none', fontFamily: 'monospace' }}
                    aria-label={`例「${rule.example}」で検索`}
                    onClick={() => {
                      setDraft(rule.example);
                      onSearch(rule.example);
                    }}
                  >
                    {rule.example}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          素材名は同義語でも検索します（例:「PP」で「ポリプロピレン」も）。
        </Typography>
        <Box
          component="ul"
          aria-label="一致のしかた"
          sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: '0.75rem', color: 'text.secondary' }}
        >
          {MATCHING_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
