import Alert from '@mui/material/Alert';
import { requiredLevelOf } from '@app/contract/plans';
import { GatedLink } from '../../../components/gated-link';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** Visitors see a sample view of the visualisations (docs/spec/sessions-and-accounts.md); a free account opens the full view. */
export function SampleViewNote() {
  const session = useSession();
  if (session.isLoggedIn) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
      ゲストの方にはサンプル表示となります。すべてのデータで表示するには{' '}
      <GatedLink to={paths.visualizedPatents.getHref()} level={requiredLevelOf('detailPages')}>
        無料会員登録
      </GatedLink>
      をしてください。
    </Alert>
  );
}
