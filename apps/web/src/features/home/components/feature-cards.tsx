import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { GatedButton } from '../../../components/gated-link';
import { PreloadOnIntent } from '../../../components/preload-on-intent';
import { FEATURE_CARDS, chipLabelOf, type FeatureCard } from '../feature-list';

const CHIP_COLOR = { none: 'primary', free: 'default', standard: 'secondary' } as const;

function FeatureCardView({ card }: { card: FeatureCard }) {
  const Icon = card.icon;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Icon color="primary" />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {card.title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {card.description}
        </Typography>
        <Chip size="small" variant="outlined" color={CHIP_COLOR[card.level]} label={chipLabelOf(card)} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <PreloadOnIntent to={card.to}>
          <GatedButton
            to={card.to}
            level={card.level}
            endIcon={<ArrowForwardIcon />}
            aria-label={`${card.title}を開く`}
          >
            開く
          </GatedButton>
        </PreloadOnIntent>
      </CardActions>
    </Card>
  );
}

export function FeatureCards() {
  return (
    <Grid container spacing={2}>
      {FEATURE_CARDS.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4 }}>
          <FeatureCardView card={card} />
        </Grid>
      ))}
    </Grid>
  );
}
