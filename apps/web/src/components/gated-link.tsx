import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { satisfies, type RequiredLevel } from '@app/contract/plans';
import { accessLevel, useSession } from '../lib/session';
import { openUpgradeModal } from '../lib/upgrade-modal';

/**
 * Link gating (docs/spec/sessions-and-accounts.md, docs/spec/entitlements.md):
 * - level 'free' without a session → /signup with the target as referrerUrl;
 * - level 'standard' without the standard plan → the upgrade modal, no navigation;
 * - disabled → inert;
 * - otherwise a normal router link.
 *
 * The rendered element always tells the truth about what a click does: a free-gated link's href IS the
 * sign-up URL (a middle-click opens sign-up, not a page the server would refuse), and a standard-gated one
 * is a button that opens a dialog, with no href to open in a new tab.
 */

/** `/signup?referrerUrl=<target>`: where a free-level link sends a visitor. */
export function signupHrefFor(target: string): string {
  return `/signup?referrerUrl=${encodeURIComponent(target)}`;
}

/** Whether the current session may use something at `level`, and what to do when it may not. */
export function useGate(level: RequiredLevel, target?: string): { allowed: boolean; onBlocked: () => void } {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = satisfies(accessLevel(session), level);
  const referrer = target ?? `${location.pathname}${location.search}`;

  const onBlocked = useCallback(() => {
    if (allowed) return;
    if (level === 'standard') openUpgradeModal();
    else void navigate(signupHrefFor(referrer));
  }, [allowed, level, navigate, referrer]);

  return { allowed, onBlocked };
}

type GateProps = {
  /** A path of this app. */
  to: string;
  level?: RequiredLevel;
  disabled?: boolean;
  replace?: boolean;
  state?: unknown;
  /** Called on an allowed click only; a blocked click does what the gate says instead. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children?: ReactNode;
};

type Access = 'allowed' | 'signup' | 'upgrade';

function useAccess(level: RequiredLevel): Access {
  const session = useSession();
  if (satisfies(accessLevel(session), level)) return 'allowed';
  return level === 'standard' ? 'upgrade' : 'signup';
}

/**
 * Presentation props passed through. Deliberately a short list: the element type changes with the gate
 * (a, button or span), so element-specific handlers and refs cannot be forwarded safely.
 */
type SharedPassThrough =
  | 'sx'
  | 'className'
  | 'style'
  | 'color'
  | 'id'
  | 'title'
  | 'aria-label'
  | 'aria-describedby'
  | 'aria-current';

export type GatedLinkProps = GateProps & Pick<MuiLinkProps, SharedPassThrough | 'underline' | 'variant'>;

export function GatedLink({
  to,
  level = 'none',
  disabled,
  replace,
  state,
  onClick,
  children,
  ...rest
}: GatedLinkProps) {
  const access = useAccess(level);

  if (disabled) {
    // A span: no href, no tab stop, no handlers — nothing for keyboard or mouse to activate.
    return (
      <MuiLink {...rest} component="span" aria-disabled="true" color="text.disabled" underline="none">
        {children}
      </MuiLink>
    );
  }
  if (access === 'upgrade') {
    return (
      <MuiLink {...rest} component="button" type="button" aria-haspopup="dialog" onClick={openUpgradeModal}>
        {children}
      </MuiLink>
    );
  }
  if (access === 'signup') {
    return (
      <MuiLink {...rest} component={RouterLink} to={signupHrefFor(to)}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink {...rest} component={RouterLink} to={to} replace={replace} state={state} onClick={onClick}>
      {children}
    </MuiLink>
  );
}

export type GatedButtonProps = GateProps &
  Pick<
    ButtonProps,
    SharedPassThrough | 'variant' | 'size' | 'startIcon' | 'endIcon' | 'fullWidth' | 'disableElevation'
  >;

/** The same gating as GatedLink, rendered as an MUI Button. */
export function GatedButton({
  to,
  level = 'none',
  disabled,
  replace,
  state,
  onClick,
  children,
  ...rest
}: GatedButtonProps) {
  const access = useAccess(level);

  if (disabled) {
    // A native disabled <button>: not focusable, not clickable.
    return (
      <Button {...rest} disabled>
        {children}
      </Button>
    );
  }
  if (access === 'upgrade') {
    return (
      <Button {...rest} aria-haspopup="dialog" onClick={openUpgradeModal}>
        {children}
      </Button>
    );
  }
  if (access === 'signup') {
    return (
      <Button {...rest} component={RouterLink} to={signupHrefFor(to)}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...rest} component={RouterLink} to={to} replace={replace} state={state} onClick={onClick}>
      {children}
    </Button>
  );
}
