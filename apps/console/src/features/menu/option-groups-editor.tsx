import { useT } from '@dastarkhan/client';
import { type Language, MENU_TEXT_MAX } from '@dastarkhan/domain';
import { Field, type FieldError, TextTriple } from './menu-fields';
import { emptyOption, emptyOptionGroup, type OptionGroupForm } from './product-form';

/** Option groups of a product (min/max; options with prices, each can be hidden). */
export function OptionGroupsEditor({
  groups,
  onChange,
  languages,
  error,
}: {
  groups: OptionGroupForm[];
  onChange: (groups: OptionGroupForm[]) => void;
  languages: readonly Language[];
  error: FieldError;
}) {
  const { t } = useT();
  const setGroup = (i: number, change: Partial<OptionGroupForm>) =>
    onChange(groups.map((g, j) => (j === i ? { ...g, ...change } : g)));
  return (
    <section className="menu-section" aria-labelledby="menu-options-title">
      <h3 id="menu-options-title">{t('menu.optionGroups')}</h3>
      <p className="menu-hint">{t('menu.optionGroupsHint')}</p>
      {groups.map((group, gi) => {
        const path = `modificationGroups.${gi}`;
        return (
          <fieldset key={group.key} className="menu-option-group">
            <legend>{t('menu.optionGroupN', { n: gi + 1 })}</legend>
            <TextTriple
              label={t('menu.optionGroupName')}
              value={group.name}
              onChange={(name) => setGroup(gi, { name })}
              active={languages}
              field={`${path}.name`}
              error={error}
              maxLength={MENU_TEXT_MAX.name}
            />
            <div className="menu-row">
              <Field label={t('menu.min')} field={`${path}.min`} error={error} hint={t('menu.minHint')}>
                {(p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={group.min}
                    onChange={(e) => setGroup(gi, { min: e.target.value })}
                  />
                )}
              </Field>
              <Field label={t('menu.max')} field={`${path}.max`} error={error}>
                {(p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={group.max}
                    onChange={(e) => setGroup(gi, { max: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <ol className="menu-options">
              {group.options.map((option, oi) => {
                const at = `${path}.options.${oi}`;
                const setOption = (change: Partial<typeof option>) =>
                  setGroup(gi, {
                    options: group.options.map((o, j) => (j === oi ? { ...o, ...change } : o)),
                  });
                return (
                  <li key={option.key} className={option.isActive ? 'menu-option' : 'menu-option is-hidden'}>
                    <TextTriple
                      label={t('menu.optionN', { n: oi + 1 })}
                      value={option.name}
                      onChange={(name) => setOption({ name })}
                      active={languages}
                      field={`${at}.name`}
                      error={error}
                      maxLength={MENU_TEXT_MAX.name}
                    />
                    <div className="menu-row">
                      <Field label={t('menu.optionPrice')} field={`${at}.price`} error={error}>
                        {(p) => (
                          <input
                            {...p}
                            inputMode="numeric"
                            value={option.price}
                            onChange={(e) => setOption({ price: e.target.value })}
                          />
                        )}
                      </Field>
                      <label className="menu-check">
                        <input
                          type="checkbox"
                          checked={!option.isActive}
                          onChange={(e) => setOption({ isActive: !e.target.checked })}
                        />
                        {t('menu.hidden')}
                      </label>
                      <button
                        type="button"
                        className="button button-quiet"
                        disabled={group.options.length === 1}
                        onClick={() => setGroup(gi, { options: group.options.filter((_, j) => j !== oi) })}
                      >
                        {t('menu.optionRemove')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className="menu-actions">
              <button
                type="button"
                className="button"
                onClick={() => setGroup(gi, { options: [...group.options, emptyOption()] })}
              >
                {t('menu.optionAdd')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => onChange(groups.filter((_, j) => j !== gi))}
              >
                {t('menu.optionGroupRemove')}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => onChange([...groups, emptyOptionGroup()])}>
        {t('menu.optionGroupAdd')}
      </button>
    </section>
  );
}
