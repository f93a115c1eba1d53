import { useT } from '@dastarkhan/client';
import type { OperatorSettings } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import { SectionForm } from './section-form';
import type { Save } from './use-settings';

export function DomainSection({ settings, save }: { settings: OperatorSettings; save: Save }) {
  const { t } = useT();
  const id = useId();
  const [domain, setDomain] = useState(settings.domain);
  return (
    <SectionForm title={t('settings.domain')} onSave={() => save({ domain })}>
      <div className="form-field">
        <label htmlFor={id}>{t('settings.domainField')}</label>
        <input
          id={id}
          value={domain}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="menu.cafe.uz"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setDomain(e.target.value)}
        />
        <span id={`${id}-hint`} className="settings-hint">
          {t('settings.domainHint')}
        </span>
      </div>
    </SectionForm>
  );
}
