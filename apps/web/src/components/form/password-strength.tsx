import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { estimatePasswordStrength, type PasswordContext } from '@app/contract/password-rules';

// The theme's warning is red too (seed-spec §9), so "fair" takes the orange accent.
const COLORS = ['error.main', 'error.main', 'secondary.main', 'success.main', 'success.dark'] as const;

/**
 * The strength hint under a new-password field (decisions §4: recommends 15+ characters; the server's
 * common-password list is the hard rule). Referenced by the field's aria-describedby through `id`.
 */
export function PasswordStrength({
  id,
  password,
  context,
}: {
  id: string;
  password: string;
  context?: PasswordContext;
}) {
  const strength = estimatePasswordStrength(password, context);
  const empty = password.length === 0;
  return (
    <Box id={id} sx={{ mt: -1, mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 0.5, mb: 0.5 }} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((step) => (
          <Box
            key={step}
            sx={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              bgcolor: !empty && step <= strength.score ? COLORS[strength.score] : 'grey.300',
            }}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {empty ? 'パスワードの強度: 未入力' : `パスワードの強度: ${strength.label}`}
        {'　'}
        {empty ? '8文字以上で入力してください。15文字以上のフレーズをおすすめします。' : strength.hints[0]}
      </Typography>
    </Box>
  );
}
