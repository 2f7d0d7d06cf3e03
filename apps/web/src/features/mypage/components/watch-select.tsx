import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@app/contract/search-alerts';
import type { SavedSearch } from '@app/contract/bookmarks';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useSetWatch } from '../../../lib/search-alerts-api';

const OFF = 'off';

/** 新着のお知らせ of one saved patent search: off, daily or weekly (the plan limit answers 403 in Japanese). */
export function WatchSelect({
  search,
  frequency,
}: {
  search: SavedSearch;
  frequency: AlertFrequency | null;
}) {
  const setWatch = useSetWatch();
  const change = (value: string) => {
    const next = value === OFF ? null : (value as AlertFrequency);
    setWatch.mutate(
      { id: search.id, frequency: next },
      {
        onSuccess: () =>
          notify({
            message:
              next === null
                ? `「${search.name}」の新着のお知らせを停止しました`
                : `「${search.name}」の新着を${ALERT_FREQUENCY_LABELS[next]}お知らせします`,
          }),
        onError: (error) => handleApiError(error),
      },
    );
  };
  return (
    <TextField
      select
      size="small"
      label="新着のお知らせ"
      value={frequency ?? OFF}
      onChange={(event) => change(event.target.value)}
      disabled={setWatch.isPending}
      sx={{ minWidth: 150 }}
      slotProps={{ htmlInput: { 'aria-label': `「${search.name}」の新着のお知らせ` } }}
    >
      <MenuItem value={OFF}>受け取らない</MenuItem>
      {ALERT_FREQUENCIES.map((value) => (
        <MenuItem key={value} value={value}>
          {ALERT_FREQUENCY_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );
}
