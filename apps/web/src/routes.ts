import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Every route of spec §2 (plus /profile/notifications, decision 011).
export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('category', 'routes/category.tsx'),
    route('search', 'routes/search.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('basket', 'routes/basket.tsx'),
    route('branches', 'routes/branches.tsx'),
    route('branches/map', 'routes/branches-map.tsx'),
    route('about', 'routes/policy-page.tsx', { id: 'about' }),
    route('offerta', 'routes/policy-page.tsx', { id: 'offerta' }),
    route('privacy', 'routes/policy-page.tsx', { id: 'privacy' }),
    route('login/rules', 'routes/policy-page.tsx', { id: 'login-rules' }),
    route('vacancy', 'routes/vacancies.tsx'),
    route('vacancy/:id', 'routes/vacancy.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('choose-address', 'routes/choose-address.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('profile/user', 'routes/profile-user.tsx'),
    route('profile/promos', 'routes/profile-promos.tsx'),
    route('profile/favorites', 'routes/profile-favorites.tsx'),
    route('profile/notifications', 'routes/profile-notifications.tsx'),
    route('profile/cashback', 'routes/profile-cashback.tsx'),
    route('profile/feedback', 'routes/profile-feedback.tsx'),
    route('profile/cards', 'routes/profile-cards.tsx'),
    route('profile/cards/create', 'routes/profile-cards-create.tsx'),
    route('profile/cards/confirm', 'routes/profile-cards-confirm.tsx'),
    route('profile/orders', 'routes/profile-orders.tsx'),
    route('profile/orders/:id', 'routes/profile-order.tsx'),
    route('profile/orders/:id/map', 'routes/profile-order-map.tsx'),
    route('profile/address', 'routes/profile-address.tsx'),
    route('profile/address/create', 'routes/profile-address-create.tsx'),
    route('profile/reservations', 'routes/profile-reservations.tsx'),
    route('profile/reservations/create', 'routes/profile-reservations-create.tsx'),
    // Inside the layout: a 404 keeps the header and the tab bar (its boundary is the layout's).
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('login/confirm', 'routes/login-confirm.tsx'),
  ]),
  layout('layouts/map-layout.tsx', [
    route('address/pickup', 'routes/address-pickup.tsx'),
    route('address/pickup2', 'routes/address-pickup2.tsx'),
    route('address/delivery', 'routes/address-delivery.tsx'),
  ]),
  route('receipt/:token', 'routes/receipt.tsx'),
  // The rest of a big menu, fetched by the home page after hydration (decision 046).
  route('menu/cards', 'routes/menu-cards.ts'),
  // A route's messages for a client-side navigation to it (decision 053).
  route('route-messages/:build/:lang/*', 'routes/route-messages.ts'),
] satisfies RouteConfig;
