import { useT } from '@dastarkhan/client';
import { SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { Icon } from '../branches/index';
import type { CheckoutService } from './checkout-draft';
import { ChoiceRadio } from './checkout-section';
import type { ProblemText } from './validate-checkout';

/** Delivery, pick-up or dine-in ("Ichkarida"), as the tenant's switches allow: a radio group. */
export function ServiceSection({
  services,
  value,
  onChange,
  problem,
}: {
  services: readonly CheckoutService[];
  value: CheckoutService | null;
  onChange: (service: CheckoutService) => void;
  problem: ProblemText | null;
}) {
  const { t, tx } = useT();
  return (
    <section id="co-service" className="co-card" aria-labelledby="co-service-title" tabIndex={-1}>
      <fieldset className="co-fieldset">
        <legend id="co-service-title" className="co-card-title">
          {t('checkout.service')}
        </legend>
        <div className="co-segmented" data-count={services.length}>
          {services.map((service) => (
            <ChoiceRadio
              key={service}
              name="co-service"
              value={service}
              checked={value === service}
              onChange={() => onChange(service)}
              className="co-segment"
            >
              <Icon name={service} size={22} />
              <span>{tx(SERVICE_TYPE_LABELS[service])}</span>
            </ChoiceRadio>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p className="form-error co-problem" role="alert">
          {t(problem)}
        </p>
      )}
    </section>
  );
}
