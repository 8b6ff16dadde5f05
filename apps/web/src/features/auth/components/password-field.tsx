import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../ui/icons';

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoComplete: 'current-password' | 'new-password';
};

/** Password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, error, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      name="password"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleIcon={({ reveal }) => (reveal ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />)}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('common.hidePassword') : t('common.showPassword'),
        tabIndex: 0,
      }}
    />
  );
}
