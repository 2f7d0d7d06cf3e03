import Box from '@mui/material/Box';
import { THEME_CONSTANTS } from '../config/theme';
import { SERVICE_NAME } from '../config/paths';

/** The service logo: the mark of the favicon plus the name, drawn inline so it needs no request. */
export function Logo({ width = THEME_CONSTANTS.logoWidth }: { width?: number }) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={SERVICE_NAME}
      viewBox="0 0 200 48"
      sx={{ width, height: 'auto', display: 'block' }}
    >
      <rect x="0" y="0" width="48" height="48" rx="9" fill="#00796b" />
      <circle cx="20" cy="20" r="10" fill="none" stroke="#fff" strokeWidth="4.5" />
      <path d="M27.5 27.5l10 10" stroke="#c43e00" strokeWidth="5.5" strokeLinecap="round" />
      <text
        x="58"
        y="32"
        fontSize="22"
        fontWeight="700"
        fill="#004d40"
        fontFamily='"Hiragino Kaku Gothic ProN","Hiragino Sans","BIZ UDPGothic",Meiryo,"Noto Sans JP",sans-serif'
      >
        {SERVICE_NAME}
      </text>
    </Box>
  );
}
