import { useT } from '@dastarkhan/client';
import type { Card } from '@dastarkhan/domain';
import { cardBrand, cardTail } from './card-input';

/** "Uzcard •••• 6311": how a saved card is named on buttons and in questions. */
export function useCardLabel() {
  const { t } = useT();
  return (card: Pick<Card, 'number'>) =>
    `${t(`cards.brand.${cardBrand(card.number)}`)} •••• ${cardTail(card.number)}`;
}

/** A saved card as a small plastic: the network's colour, the last digits, the expiry, its name. */
export function CardFace({ card }: { card: Card }) {
  const { t } = useT();
  const brand = cardBrand(card.number);
  return (
    <span className="cards-face">
      <span className={`cards-chip cards-chip-${brand}`} aria-hidden="true">
        {t(`cards.brand.${brand}`)}
      </span>
      <span className="cards-face-text">
        <span className="cards-number">
          <span className="visually-hidden">{t(`cards.brand.${brand}`)} </span>
          •••• {cardTail(card.number)}
        </span>
        <span className="cards-meta">
          {card.name ? `${card.name} · ` : ''}
          {t('cards.expires', { expire: card.expire })}
        </span>
      </span>
    </span>
  );
}
