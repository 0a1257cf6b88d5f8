import { listProductConversations, ROLES, type Product } from '@mp/contracts';
import { Link } from '@mp/router';
import { rolePath, useApi, useArea, useLoad, useSitePath } from '@mp/remote-kit';
import { useProductsT } from '../../shared/useProductsT';

/**
 * Links to the conversations about this product (GET /message/conversations ?uniqueName): the
 * customer's with the seller, or the seller's with each customer who booked it.
 */
export function ProductConversations({ product }: { product: Product }) {
  const { t } = useProductsT();
  const api = useApi();
  const { user } = useArea();
  const sitePath = useSitePath();
  const signedIn = user !== null && user.role !== ROLES.administrator;
  const load = useLoad(
    async (signal) =>
      signedIn
        ? (
            await api.call(listProductConversations, {
              query: { uniqueName: product.uniqueName },
              signal,
            })
          ).conversations
        : [],
    `${product.uniqueName}|${user?.id}`,
  );
  const conversations = load.data ?? [];
  if (conversations.length === 0) return null;
  const side = rolePath(user);
  return (
    <section aria-labelledby="mp-products-conversations">
      <h3 id="mp-products-conversations">{t('product.conversations')}</h3>
      <ul className="mp-products__shipping">
        {conversations.map((conversation) => (
          <li key={conversation.channelId}>
            <Link to={sitePath(`/${side}/inbox/${encodeURIComponent(conversation.channelId)}`)}>
              {t('product.conversationWith', { name: conversation.otherParty.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
