import { LANGUAGES } from '@sprout/contracts/light';
import { changeLanguage } from '../lib/i18n/change-language.ts';
import { currentLanguage } from '../lib/i18n/index.ts';
import { useTranslation } from '../lib/i18n/react.tsx';

/** 中文 / English. Each name is written in its own language, so either reader finds theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const current = currentLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('languageSwitch')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === current}
          onClick={() => {
            if (language !== current) void changeLanguage(language);
          }}
        >
          {t(`languageNames.${language}`)}
        </button>
      ))}
    </div>
  );
}
