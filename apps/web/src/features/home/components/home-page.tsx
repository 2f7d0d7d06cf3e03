import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_LEAD, HOME_TITLE } from '../home-texts';
import { FeatureCards } from './feature-cards';
import { UnifiedSearch } from './unified-search';

/** `/`: says what the service is, searches at once, and shows every feature with what it needs. */
export function HomePage() {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 2,
          p: { xs: 3, md: 5 },
          mb: 4,
        }}
      >
        <Typography
          id="home-title"
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}
        >
          {HOME_TITLE}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, maxWidth: '44rem', opacity: 0.92 }}>{HOME_LEAD}</Typography>
        <UnifiedSearch />
      </Box>
      <Box component="section" aria-labelledby="features-title" sx={{ mt: 4 }}>
        <Typography id="features-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          できること
        </Typography>
        <FeatureCards />
      </Box>
    </>
  );
}
