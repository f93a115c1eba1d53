import { ReceiptNotFound, ReceiptView } from '../features/receipt/index';
import { loadReceipt } from '../features/receipt/index.server';
import type { Route } from './+types/receipt';

/**
 * `/receipt/:token` (issue 18, decision 034): the receipt an SMS links to. Outside the storefront's
 * layout — a slip to read and print — and never indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadReceipt(request, context, params.token);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches[0]?.data as { merchant?: { name: Record<string, string> }; lang?: string } | undefined;
  const name = root?.merchant?.name[root.lang ?? 'uz'] ?? '';
  const number = data?.receipt?.number;
  return [
    { title: number ? `${name} · #${number}` : name },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export default function Receipt({ loaderData }: Route.ComponentProps) {
  return loaderData.receipt ? <ReceiptView receipt={loaderData.receipt} /> : <ReceiptNotFound />;
}
