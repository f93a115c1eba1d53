import { useT } from '@dastarkhan/client';
import { formatSom } from '@dastarkhan/domain/client';
import { useId } from 'react';
import type { OptionGroupView } from './product-view';
import type { useOptionSelection } from './use-option-selection';

type Selection = ReturnType<typeof useOptionSelection>;

/** The option groups of a product: title, how many to choose, radios or checkboxes, prices. */
export function OptionGroups({
  groups,
  selection,
  groupRef,
}: {
  groups: OptionGroupView[];
  selection: Selection;
  /** Lets the purchase focus the first group whose minimum is not met. */
  groupRef: (groupId: number, element: HTMLFieldSetElement | null) => void;
}) {
  return (
    <div className="option-groups">
      {groups.map((group) => (
        <OptionGroup key={group.id} group={group} selection={selection} groupRef={groupRef} />
      ))}
    </div>
  );
}

function OptionGroup({
  group,
  selection,
  groupRef,
}: {
  group: OptionGroupView;
  selection: Selection;
  groupRef: (groupId: number, element: HTMLFieldSetElement | null) => void;
}) {
  const { t, lang } = useT();
  const id = useId();
  const chosen = selection.selected[group.id] ?? [];
  const message = selection.messages[group.id];
  const single = group.max === 1;
  const hint =
    group.min === group.max
      ? t('product.chooseExactly', { count: group.min })
      : group.min === 0
        ? t('product.chooseUpTo', { max: group.max })
        : t('product.chooseRange', { min: group.min, max: group.max });
  const full = !single && chosen.length >= group.max;

  return (
    <fieldset
      ref={(element) => groupRef(group.id, element)}
      className={`option-group${message ? ' option-group-invalid' : ''}`}
      tabIndex={-1}
      aria-describedby={`${id}-hint ${id}-message`}
    >
      <legend className="option-group-legend">
        <span className="option-group-title">{group.name}</span>
        {group.min > 0 && <span className="option-required">{t('product.required')}</span>}
      </legend>
      <p id={`${id}-hint`} className="option-group-hint">
        {hint}
      </p>
      <p id={`${id}-message`} className="option-message" aria-live="polite">
        {message?.code === 'OPTIONS_BELOW_MIN' && t('msg.OPTIONS_BELOW_MIN', { min: message.min })}
        {message?.code === 'OPTIONS_ABOVE_MAX' && t('msg.OPTIONS_ABOVE_MAX', { max: message.max })}
      </p>
      <div className="option-list">
        {single && group.min === 0 && (
          <label className="option">
            <input
              type="radio"
              name={id}
              checked={chosen.length === 0}
              onChange={() => selection.choose(group, null)}
            />
            <span className="option-name">{t('product.none')}</span>
          </label>
        )}
        {group.modifications.map((option) => {
          const checked = chosen.includes(option.id);
          const off = option.unavailable === true;
          return (
            <label key={option.id} className={`option${(full && !checked) || off ? ' option-dimmed' : ''}`}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={id}
                checked={checked}
                disabled={off}
                onChange={(event) =>
                  single
                    ? selection.choose(group, option.id)
                    : selection.toggle(group, option.id, event.currentTarget.checked)
                }
              />
              <span className="option-name">
                {option.name}
                {off && <small className="option-off"> · {t('product.optionUnavailable')}</small>}
              </span>
              {option.price > 0 && <span className="option-price">+{formatSom(option.price, lang)}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
