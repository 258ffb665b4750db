import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { passwordProblem, type PasswordContext } from '@batas/shared/passwords';
import { useSiteInfo } from '@/lib/site-info';

/**
 * Why the password typed so far would be refused, or null: the server's own rule (@batas/shared/passwords), run in
 * the browser a moment after the user stops typing. Its dictionaries load with the first check, on this field only.
 */
function usePasswordProblem(password: string, context: Omit<PasswordContext, 'siteName'>): string | null {
  const siteName = useSiteInfo().data?.siteName;
  const [typed] = useDebouncedValue(password, 250);
  // The answer is kept with the password it is about, so a stale answer is never shown for newer input.
  const [checked, setChecked] = useState<{ password: string; problem: string | null }>({ password: '', problem: null });
  const names = (context.names ?? []).join('\u0000');
  useEffect(() => {
    if (!typed) return;
    let current = true;
    void passwordProblem(typed, { email: context.email, names: names.split('\u0000'), siteName }).then(
      (problem) => current && setChecked({ password: typed, problem }),
      // The dictionaries failed to load: no hint, the server still checks.
      () => current && setChecked({ password: typed, problem: null }),
    );
    return () => {
      current = false;
    };
  }, [typed, context.email, names, siteName]);
  return typed && checked.password === typed ? checked.problem : null;
}

/**
 * A new password's field: says, as the user types, why the password would be refused (too short, the site's name,
 * common, the account's own words, too easy to guess), under the label, read out politely by screen readers.
 */
export function NewPasswordInput({
  context,
  value,
  ...props
}: PasswordInputProps & { value?: string; context: Omit<PasswordContext, 'siteName'> }) {
  const problem = usePasswordProblem(value ?? '', context);
  return (
    <PasswordInput
      autoComplete="new-password"
      {...props}
      value={value}
      description={problem ?? props.description}
      descriptionProps={{ 'aria-live': 'polite', c: problem ? 'red.9' : undefined }}
    />
  );
}
