import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { estimatePasswordStrength, type PasswordContext } from '@app/contract/password-rules';
import type { checkPasswordStrength } from '@app/contract/password-strength';

// The theme's warning is red too (docs/spec/budgets-and-reliability.md), so "fair" takes the orange accent.
const COLORS = ['error.main', 'error.main', 'secondary.main', 'success.main', 'success.dark'] as const;

type Checker = typeof checkPasswordStrength;
let checker: Promise<Checker> | undefined;

/**
 * The dictionary check (zxcvbn-ts with its common and Japanese dictionaries, 332 KB gzip) is the server's
 * rule too; it loads in its own chunk when a password field first appears, so no page's first chunk
 * carries it. Until then the quick estimate of password-rules.ts is shown.
 */
function loadChecker(): Promise<Checker> {
  checker ??= import('@app/contract/password-strength').then((module) => module.checkPasswordStrength);
  return checker;
}

function useDictionaryChecker(): Checker | null {
  const [loaded, setLoaded] = useState<{ check: Checker } | null>(null);
  useEffect(() => {
    let active = true;
    loadChecker().then(
      (check) => active && setLoaded({ check }),
      // Offline or a failed chunk: the quick estimate stays, and the server still enforces the rule.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return loaded?.check ?? null;
}

/**
 * The strength meter under a new-password field (docs/spec/sessions-and-accounts.md: recommends 15+ characters), shown while
 * typing on sign-up, reset and change. Referenced by the field's aria-describedby through `id`.
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
  const check = useDictionaryChecker();
  const empty = password.length === 0;
  const strength = check && !empty ? check(password, context) : estimatePasswordStrength(password, context);
  return (
    <Box id={id} sx={{ mt: -1, mb: 1 }} data-checked={check ? 'dictionary' : 'quick'}>
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
