import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths, SERVICE_NAME } from '../../config/paths';
import { PreloadOnIntent } from '../preload-on-intent';

const LINKS = [
  { to: paths.contact.getHref(), label: 'お問い合わせ' },
  { to: paths.tutorial.getHref(), label: 'チュートリアル' },
  { to: paths.terms.getHref(), label: '利用規約' },
  { to: paths.privacy.getHref(), label: '個人情報の取り扱い' },
] as const;

export function AppFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 6 }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          display: 'flex',
          gap: 3,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        {LINKS.map((link) => (
          <PreloadOnIntent key={link.to} to={link.to}>
            <Typography
              component={RouterLink}
              to={link.to}
              variant="body2"
              sx={{ color: 'primary.main', '&:hover': { textDecoration: 'underline' } }}
            >
              {link.label}
            </Typography>
          </PreloadOnIntent>
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          © {SERVICE_NAME}
        </Typography>
      </Box>
    </Box>
  );
}
