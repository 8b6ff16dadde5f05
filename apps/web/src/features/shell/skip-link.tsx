import { useTranslation } from 'react-i18next';

/** The id of the signed-in page area the skip link moves to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content", the first thing a keyboard reaches (WCAG 2.4.1): past the header and the
 * fourteen navigation links. Hidden until focused (global.css). It focuses the page area itself rather
 * than following '#main-content', which the router would take for a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="ks-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
    >
      {t('common.skipToContent')}
    </a>
  );
}
