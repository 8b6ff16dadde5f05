import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, type Language } from '../lib/i18n/i18n';

type LanguageSelectProps = { onChanged?: (language: Language) => void };

/** English / Español switch; the Spanish bundle is loaded on first use. */
export function LanguageSelect({ onChanged }: LanguageSelectProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <SegmentedControl
      aria-label={t('settings.language')}
      value={currentLanguage()}
      disabled={pending}
      data={[
        { value: 'en', label: t('settings.english') },
        { value: 'es', label: t('settings.spanish') },
      ]}
      onChange={(value) => {
        if (!isLanguage(value)) return;
        setPending(true);
        changeLanguage(value)
          .then(() => onChanged?.(value))
          .catch((error: unknown) => console.error('Could not change the language', error))
          .finally(() => setPending(false));
      }}
    />
  );
}
