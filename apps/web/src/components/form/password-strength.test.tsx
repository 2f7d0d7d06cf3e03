import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

function meter(password: string, context = {}) {
  render(<PasswordStrength id="strength" password={password} context={context} />);
  return () => document.getElementById('strength')!;
}

describe('PasswordStrength', () => {
  it('loads the dictionary check and calls eight repeated letters too guessable, in Japanese', async () => {
    const element = meter('aaaaaaaa');
    await waitFor(() => expect(element().dataset.checked).toBe('dictionary'));
    expect(element().textContent).toContain('パスワードの強度: とても弱い');
    expect(element().textContent).toContain('推測されやすいパスワードのため使用できません');
  });

  it('rates a long passphrase strong once the dictionaries are in', async () => {
    const element = meter('ひまわり畑で会いましょう 2025年夏');
    await waitFor(() => expect(element().dataset.checked).toBe('dictionary'));
    expect(element().textContent).toMatch(/パスワードの強度: (強い|とても強い)/);
  });

  it('prompts for a password while the field is empty', () => {
    meter('');
    expect(screen.getByText(/パスワードの強度: 未入力/)).toBeInTheDocument();
  });
});
