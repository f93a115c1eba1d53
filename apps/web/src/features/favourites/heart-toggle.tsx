import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../app/session/session-store';
import { HeartFace } from './heart-face';
import { useFavourites, useIsFavourite } from './use-favourites';

/** The live heart: the user's state and the tap (loaded after hydration, see favourite-button). */
export default function HeartToggle({
  productId,
  name,
  variant,
}: {
  productId: number;
  name: string;
  variant: 'card' | 'inline';
}) {
  const { t, lang } = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const favourites = useFavourites();
  const on = useIsFavourite(favourites.key, productId);

  const onClick = async () => {
    if (favourites.session.status === 'guest') {
      // Read at the click, not subscribed to: a hundred hearts need not re-render on every navigation.
      const { pathname, search, hash } = window.location;
      sessionStore.rememberRedirect(`${pathname}${search}${hash}`);
      navigate('/login');
      return;
    }
    if (favourites.session.status !== 'user') return;
    const error = await favourites.toggle(productId);
    // A 401 has already logged out and said so (spec §8).
    if (error && error.status !== 401) {
      toast({ kind: 'error', text: apiErrorText(error, lang, t('favourites.saveFailed')) });
    }
  };

  return (
    <HeartFace
      variant={variant}
      on={on}
      label={t(on ? 'favourites.remove' : 'favourites.add', { name })}
      onClick={onClick}
    />
  );
}
