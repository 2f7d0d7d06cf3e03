import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  LARGE_PATENT_LIMITS,
  largePatentQuerySchema,
  type LargePatentSummary,
} from '@app/contract/large-patents';
import { useLargePatentList } from '../api/get-large-patents';
import { formatDate } from '../utils/format';
import { pageHref, type PageQuery } from '../utils/page-query';
import { LoadError } from './load-error';
import { formatJaNumber } from '../../../lib/ja-number';

/** The thresholds offered for "many examples" (the contract's default among them). */
const MIN_EXAMPLE_CHOICES = [20, 50, 100, 200, 300, 500] as const;

function SearchForm({ query }: { query: PageQuery }) {
  const navigate = useNavigate();
  const [q, setQ] = useState(query.q);
  const [minExamples, setMinExamples] = useState(query.minExamples);
  const [error, setError] = useState<string | null>(null);
  const choices = [...new Set([...MIN_EXAMPLE_CHOICES, query.minExamples])].sort((a, b) => a - b);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = largePatentQuerySchema.shape.q.safeParse(q);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '検索語を確認してください');
      return;
    }
    setError(null);
    void navigate(pageHref({ q: q.trim(), minExamples, page: 1 }));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="実施例の多い特許を探す"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        label="公報番号・発明の名称・出願人"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        sx={{ flex: '1 1 18rem' }}
      />
      <TextField
        select
        size="small"
        label="実施例の数"
        value={minExamples}
        onChange={(event) => setMinExamples(Number(event.target.value))}
        helperText=" "
        sx={{ width: 160 }}
      >
        {choices.map((n) => (
          <MenuItem key={n} value={n}>
            {n}件以上
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disableElevation
        startIcon={<SearchIcon aria-hidden="true" />}
      >
        検索
      </Button>
    </Box>
  );
}

function PatentItem({ item, query }: { item: LargePatentSummary; query: PageQuery }) {
  const working = item.exampleCount - item.comparativeCount;
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={pageHref({ ...query, patentId: item.id })}
        sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, py: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          {item.publicationNumber}・{formatDate(item.filingDate)} 出願
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.applicants.join('、') || '出願人の記載なし'}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          実施例 <strong>{working}</strong> 件・比較例 <strong>{item.comparativeCount}</strong> 件
        </Typography>
      </ListItemButton>
    </li>
  );
}

/** The searchable list of patents with many examples; choosing one puts it in the URL (`?patentId=`). */
export function PatentList({ query }: { query: PageQuery }) {
  const navigate = useNavigate();
  const list = useLargePatentList(
    {
      q: query.q,
      minExamples: query.minExamples,
      page: query.page,
      pageSize: LARGE_PATENT_LIMITS.pageSizeDefault,
    },
    true,
  );

  let body;
  if (list.isPending) {
    body = (
      <Box aria-busy="true" aria-label="特許の一覧を読み込み中" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={104} />
        ))}
      </Box>
    );
  } else if (list.isError) {
    body = <LoadError error={list.error} what="特許の一覧" onRetry={() => void list.refetch()} />;
  } else if (list.data.total === 0) {
    body = (
      <Alert severity="info" variant="outlined">
        <AlertTitle>条件に合う特許はありません</AlertTitle>
        {query.q
          ? `「${query.q}」を含み、実施例が${query.minExamples}件以上ある特許は見つかりませんでした。検索語を短くするか、実施例の数の条件を下げてください。`
          : `実施例が${query.minExamples}件以上ある特許はまだありません。実施例の数の条件を下げると、実施例の比較的多い特許を分析できます。`}
      </Alert>
    );
  } else {
    const data = list.data;
    const pages = Math.ceil(data.total / data.pageSize);
    body = (
      <>
        <Typography role="status" sx={{ mb: 1 }}>
          実施例が{data.minExamples}件以上の特許 {formatJaNumber(data.total)}件（実施例の多い順）
        </Typography>
        <Box
          component="ul"
          aria-label="実施例の多い特許"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            opacity: list.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {data.items.map((item) => (
            <PatentItem key={item.id} item={item} query={query} />
          ))}
        </Box>
        {pages > 1 && (
          <Pagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={pages}
            page={data.page}
            onChange={(_event, next) => void navigate(pageHref({ ...query, page: next }))}
            color="primary"
            getItemAriaLabel={(type, number) =>
              type === 'page' ? `${number}ページ目` : type === 'next' ? '次のページ' : '前のページ'
            }
          />
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="large-patent-list-heading">
      <Typography
        id="large-patent-list-heading"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        分析する特許を選ぶ
      </Typography>
      <SearchForm key={`${query.q}|${query.minExamples}`} query={query} />
      {body}
    </Box>
  );
}
