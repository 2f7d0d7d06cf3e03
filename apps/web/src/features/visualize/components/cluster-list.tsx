import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LandscapeCluster } from '@app/contract/visualization';
import { clusterColor } from '../charts/chart-colors';

type Props = {
  clusters: readonly (LandscapeCluster & { shown: number })[];
  selected: number | null | undefined;
  onSelect: (cluster: LandscapeCluster) => void;
};

/**
 * The clusters of the map as buttons: the same filter as clicking a cluster on the canvas, for keyboards
 * and screen readers, and a key to the colours.
 */
export function ClusterList({ clusters, selected, onSelect }: Props) {
  if (clusters.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="cluster-list-heading" sx={{ mt: 1.5 }}>
      <Typography id="cluster-list-heading" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        クラスタ（クリックで一覧を絞り込み）
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
      >
        {clusters.map((cluster) => (
          <li key={cluster.id}>
            <Chip
              clickable
              size="small"
              variant={selected === cluster.id ? 'filled' : 'outlined'}
              color={selected === cluster.id ? 'primary' : 'default'}
              aria-pressed={selected === cluster.id}
              onClick={() => onSelect(cluster)}
              icon={
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: clusterColor(cluster.id),
                    flex: 'none',
                    ml: '6px !important',
                  }}
                />
              }
              label={`${cluster.label}（${cluster.shown}件）`}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
