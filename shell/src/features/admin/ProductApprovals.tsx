import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product, PublicProfile } from '@mp/contracts';
import { Link } from '@mp/router';
import { isHttpError } from '@mp/signed-http';
import { Button, Card, EmptyState, ErrorState, Money, Spinner } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../session';
import { decideProduct, listPendingProducts, loadSellers } from './api';
import { DeclineDialog } from './DeclineDialog';
import './admin.css';

type Load = 'loading' | 'error' | 'ready';

interface Feedback {
  text: string;
  failed: boolean;
}

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

  let body;
  if (queue.load === 'loading') {
    body = <Spinner label={t('products.loading')} />;
  } else if (queue.load === 'error') {
    body = (
      <ErrorState
        message={t('products.loadFailed')}
        onRetry={queue.reload}
        retryLabel={t('retry')}
      />
    );
  } else if (queue.products.length === 0) {
    body = (
      <EmptyState
        title={t('products.empty')}
        description={t('products.emptyHint')}
        headingLevel={3}
      />
    );
  } else {
    body = (
      <ul className="mp-approvals__list">
        {queue.products.map((product) => {
          const seller = queue.sellers.get(product.authorId);
          return (
            <li key={product.productId} className="mp-approvals__item">
              <h3 className="mp-approvals__name">
                <Link
                  to={`/products/${encodeURIComponent(seller?.username ?? product.authorId)}/${encodeURIComponent(product.productId)}`}
                >
                  {product.title}
                </Link>
              </h3>
              <dl className="mp-approvals__facts">
                <div>
                  <dt>{t('products.seller')}</dt>
                  <dd className="mp-approvals__seller">
                    {seller?.profilePicture ? (
                      <img className="mp-avatar" src={seller.profilePicture} alt="" />
                    ) : null}
                    {seller?.name ?? t('products.unknownSeller')}
                  </dd>
                </div>
                <div>
                  <dt>{t('products.price')}</dt>
                  <dd>
                    <Money minor={product.offerPrice ?? product.price} />
                  </dd>
                </div>
                {product.submittedAt && (
                  <div>
                    <dt>{t('products.submitted')}</dt>
                    <dd>
                      <time dateTime={product.submittedAt}>{formatDate(product.submittedAt)}</time>
                    </dd>
                  </div>
                )}
              </dl>
              <div className="mp-approvals__actions">
                <Button
                  type="button"
                  aria-label={t('products.approveTitle', { title: product.title })}
                  loading={busy === product.productId && disapproving === null}
                  loadingLabel={t('approving')}
                  disabled={busy !== null}
                  onClick={() => void decide(product, true)}
                >
                  {t('approve')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t('products.disapproveTitle', { title: product.title })}
                  disabled={busy !== null}
                  onClick={() => {
                    setFeedback(null);
                    setDisapproving(product);
                  }}
                >
                  {t('products.disapprove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card className="mp-approvals" data-section="product-approvals">
      <h2 ref={headingRef} tabIndex={-1} className="mp-approvals__heading">
        {t('products.heading')}
      </h2>
      <p className="mp-approvals__intro">{t('products.intro')}</p>
      <p role="status" aria-live="polite" className="mp-approvals__feedback">
        {feedback && !feedback.failed ? feedback.text : ''}
      </p>
      <p role="alert" className="mp-approvals__feedback mp-approvals__feedback--error">
        {feedback?.failed && disapproving === null ? feedback.text : ''}
      </p>
      {body}
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
    </Card>
  );
}
