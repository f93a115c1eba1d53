import './star-input.css';
import { useT } from '@dastarkhan/client';

/**
 * Five stars to pick a whole grade: a radio group (arrow keys move, each star is read out as
 * "4 stars"), drawn as stars that fill up to the hovered or chosen one.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (grade: number) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useT();
  return (
    <fieldset className="star-input" aria-describedby={describedBy} aria-invalid={invalid ? true : undefined}>
      <legend className="star-input-legend">{legend}</legend>
      <div className="star-input-row">
        {[1, 2, 3, 4, 5].map((grade) => (
          <label key={grade} className={`star-input-star${value !== null && grade <= value ? ' is-on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={grade}
              checked={value === grade}
              onChange={() => onChange(grade)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('stars.option', { grade })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
