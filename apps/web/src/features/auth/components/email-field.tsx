import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type EmailFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
};

/** The 'Email' input shared by the public forms. */
export function EmailField({ value, onChange, error, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
