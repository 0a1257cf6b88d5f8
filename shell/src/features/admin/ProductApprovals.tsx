import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product, PublicProfile } from '@mp/contracts';
import { Link } from '@mp/router';
import { isHttpError } from '@mp/signed-http';
import { Avatar, Money } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { announceDashboardChange } from '../dashboard/dashboard-changes';
import { decideProduct, listPendingProducts, loadSellers } from './api';
import { ApprovalItem, ApprovalQueue, Fact, type Feedback } from './ApprovalQueue';
import { DeclineDialog } from './DeclineDialog';
import { ListBody } from './ListBody';
import type { Load } from './paged-list';
import { DateText } from '@mp/remote-kit';

/** The products queue's data: pending products with their sellers, reloadable, rows removable. */
function usePendingProducts() {
  const { http } = useSession();
  const [load, setLoad] = useState<Load>('loading');
  const [products, setProducts] = useState<Product[]>([]);
  const [sellers, setSellers] = useState<Map<string, PublicProfile>>(new Map());

  const reload = useCallback(() => {
    let live = true;
    setLoad('loading');
    const all: Product[] = [];
    const readAll = async (from?: string): Promise<Product[]> => {
      const page = await listPendingProducts(http, from);
      all.push(...page.products);
      return page.lastEvaluatedKey ? readAll(page.lastEvaluatedKey) : all;
    };
    readAll()
      .then(async (found) => {
        const people = await loadSellers(
          http,
          found.map((product) => product.authorId),
        );
        if (!live) return;
        setProducts(found);
        setSellers(people);
        setLoad('ready');
      })
      .catch((error: unknown) => {
        console.error('[admin] pending products failed', error);
        if (live) setLoad('error');
      });
    return () => {
      live = false;
    };
  }, [http]);

  useEffect(() => reload(), [reload]);

  const remove = useCallback((productId: string) => {
    setProducts((current) => current.filter((product) => product.productId !== productId));
  }, []);

  return { load, products, sellers, reload, remove };
}

/**
 * "Products waiting for approval" beside the customers on an administrator's dashboard: approve,
 * or disapprove with a reason the seller sees (docs/products.md#statuses).
 */
export function ProductApprovals() {
  const { t } = useTranslation(NAMESPACES.admin);
  const { http } = useSession();
  const queue = usePendingProducts();
  const [busy, setBusy] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [disapproving, setDisapproving] = useState<Product | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const decide = async (product: Product, approved: boolean, reason = '') => {
    setBusy(product.productId);
    setFeedback(null);
    const title = product.title;
    const done = () => {
      queue.remove(product.productId);
      announceDashboardChange();
      setDisapproving(null);
      headingRef.current?.focus();
    };
    try {
      await decideProduct(http, product.productId, approved ? { approved } : { approved, reason });
      setFeedback({
        text: t(approved ? 'products.approved' : 'products.disapproved', { title }),
        failed: false,
      });
      done();
    } catch (error) {
      const decided = isHttpError(error) && (error.status === 409 || error.status === 404);
      setFeedback({
        text: t(decided ? 'products.alreadyDecided' : 'products.actionFailed', { title }),
        failed: true,
      });
      if (decided) done();
    } finally {
      setBusy(null);
    }
  };

  return (
    <ApprovalQueue
      section="product-approvals"
      heading={t('products.heading')}
      intro={t('products.intro')}
      headingRef={headingRef}
      feedback={feedback}
      dialogOpen={disapproving !== null}
    >
      <ListBody
        load={queue.load}
        isEmpty={queue.products.length === 0}
        texts={{
          loading: t('products.loading'),
          loadFailed: t('products.loadFailed'),
          empty: t('products.empty'),
          emptyHint: t('products.emptyHint'),
        }}
        onRetry={queue.reload}
      >
        <ul className="mp-approvals__list">
          {queue.products.map((product) => {
            const seller = queue.sellers.get(product.authorId);
            return (
              <ApprovalItem
                key={product.productId}
                name={
                  <Link
                    to={`/products/${encodeURIComponent(seller?.username ?? product.authorId)}/${encodeURIComponent(product.productId)}`}
                  >
                    {product.title}
                  </Link>
                }
                approveLabel={t('products.approveTitle', { title: product.title })}
                declineLabel={t('products.disapproveTitle', { title: product.title })}
                declineText={t('products.disapprove')}
                approving={busy === product.productId && disapproving === null}
                disabled={busy !== null}
                onApprove={() => void decide(product, true)}
                onDecline={() => {
                  setFeedback(null);
                  setDisapproving(product);
                }}
              >
                <Fact term={t('products.seller')} className="mp-approvals__seller">
                  {seller ? (
                    <Avatar name={seller.name} src={seller.profilePicture} size={28} decorative />
                  ) : null}
                  {seller?.name ?? t('products.unknownSeller')}
                </Fact>
                <Fact term={t('products.price')}>
                  <Money minor={product.offerPrice ?? product.price} />
                </Fact>
                {product.submittedAt && (
                  <Fact term={t('products.submitted')}>
                    <DateText value={product.submittedAt} />
                  </Fact>
                )}
              </ApprovalItem>
            );
          })}
        </ul>
      </ListBody>
      {disapproving && (
        <DeclineDialog
          formId={`disapprove-${disapproving.productId}`}
          title={t('products.disapproveQuestion', { title: disapproving.title })}
          description={t('products.disapproveDescription')}
          reasonLabel={t('products.reason')}
          confirmLabel={t('products.confirmDisapprove')}
          requiredMessage={t('products.reasonRequired')}
          busy={busy === disapproving.productId}
          error={feedback?.failed ? feedback.text : undefined}
          onCancel={() => setDisapproving(null)}
          onConfirm={(reason) => void decide(disapproving, false, reason)}
        />
      )}
    </ApprovalQueue>
  );
}
