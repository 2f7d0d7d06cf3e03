import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { GatedButton } from '../../../components/gated-link';
import { PreloadOnIntent } from '../../../components/preload-on-intent';
import { FEATURE_CARDS, chipLabelOf, type FeatureCard } from '../feature-list';

const CHIP_COLOR = { none: 'primary.main', free: 'text.secondary', standard: 'secondary.dark' } as const;

function FeatureCardView({ card }: { card: FeatureCard }) {
  const Icon = card.icon;
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: 2,
        gap: 1.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Icon color="primary" />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {card.title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {card.description}
      </Typography>
      <Box
        component="span"
        sx={{
          alignSelf: 'flex-start',
          fontSize: '0.75rem',
          lineHeight: '22px',
          px: 1,
          borderRadius: 11,
          border: 1,
          color: CHIP_COLOR[card.level],
        }}
      >
        {chipLabelOf(card)}
      </Box>
      <Box>
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
      </Box>
    </Box>
  );
}

export function FeatureCards() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {FEATURE_CARDS.map((card) => (
        <FeatureCardView key={card.title} card={card} />
      ))}
    </Box>
  );
}
