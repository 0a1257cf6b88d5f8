import { useState } from 'react';
import type { Product, ProductStage } from '@mp/contracts';
import { Link, useLocation } from '@mp/router';
import { LoadStatus, readError, useApi, useArea, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, ConfirmDialog, EmptyState } from '@mp/ui';
import { loadOwnProducts, loadSellers, removeProduct, submitForApproval } from '../../shared/api';
import { ApprovalBadge, NotLiveNotice } from '../../shared/ApprovalBadge';
import { useProductsLoadTexts } from '../../shared/load-texts';
import { editProductPath, productPath } from '../../shared/paths';
import { CardSkeletons, PriceTag } from '../../shared/PriceTag';
import { ProductImage } from '../../shared/ProductImage';
import { useProductsT } from '../../shared/useProductsT';

type Notice = 'saved' | 'submitted' | 'deleted';

function noticeOf(state: unknown): Notice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'saved' || notice === 'submitted' ? notice : null;
}

/** The seller's drafts or live list with each product's status and actions. */
export function OwnProductsList({ stage }: { stage: ProductStage }) {
  const { t } = useProductsT();
  const api = useApi();
  const { user } = useArea();
  const location = useLocation();
  const loadTexts = useProductsLoadTexts();
  const products = useLoad((signal) => loadOwnProducts(api, stage, signal), `${stage}|${user?.id}`);
  const [notice, setNotice] = useState<Notice | null>(() => noticeOf(location.state));
  const [deleting, setDeleting] = useState<Product | null>(null);
  const me = useLoad(
    async (signal) => (user ? (await loadSellers(api, [user.id], signal)).get(user.id) : undefined),
    user?.id ?? '',
  );
  const username = me.data?.username ?? user?.id ?? '';

  const afterChange = (next: Notice) => {
    setNotice(next);
    products.reload();
  };

  return (
    <div className="mp-products__own">
      <div className="mp-products__actions">
        <Link className="mp-button mp-button--primary" to="/products/create">
          {t('nav.createProduct')}
        </Link>
      </div>
      <div aria-live="polite">
        {notice && <Alert type="success">{t(`manage.notices.${notice}`)}</Alert>}
      </div>
      {products.status === 'loading' ? (
        <>
          <p className="mp-visually-hidden">{t('manage.loading')}</p>
          <CardSkeletons count={3} />
        </>
      ) : (
        <LoadStatus
          load={products}
          loadingLabel={t('manage.loading')}
          errorMessage={t('manage.loadFailed')}
          {...loadTexts}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title={t(`manage.empty.${stage}`)}
              description={t('manage.emptyHint')}
              action={
                <Link className="mp-button mp-button--secondary" to="/products/create">
                  {t('manage.emptyAction')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <ul className="mp-products__list">
              {data.map((product) => (
                <li key={product.productId}>
                  <OwnProductCard
                    product={product}
                    username={username}
                    onDelete={() => setDeleting(product)}
                    onSubmitted={() => afterChange('submitted')}
                  />
                </li>
              ))}
            </ul>
          )}
        </LoadStatus>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('manage.deleteTitle')}
        description={deleting ? t('manage.deleteQuestion', { title: deleting.title }) : undefined}
        confirmLabel={t('manage.delete')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('manage.deleting')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await removeProduct(api, deleting.productId);
          setDeleting(null);
          afterChange('deleted');
        }}
        describeFailure={(error) => ({
          message: readError(error).reason ?? t('manage.deleteFailed'),
        })}
      />
    </div>
  );
}

function OwnProductCard({
  product,
  username,
  onDelete,
  onSubmitted,
}: {
  product: Product;
  username: string;
  onDelete: () => void;
  onSubmitted: () => void;
}) {
  const { t } = useProductsT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await submitForApproval(api, product.productId);
      onSubmitted();
    } catch (error) {
      setFailure(readError(error).reason ?? t('manage.submitFailed'));
      setBusy(false);
    }
  };
  return (
    <Card className="mp-products__own-card">
      <ProductImage file={product.images[0]} alt="" className="mp-products__own-image" />
      <div className="mp-products__own-body">
        <h2 className="mp-products__card-title">
          <Link to={productPath(username, product.productId)}>{product.title}</Link>
        </h2>
        <p className="mp-products__meta">
          <ApprovalBadge product={product} />
          <PriceTag product={product} />
        </p>
        <NotLiveNotice product={product} />
        {product.approvalReason && (
          <p className="mp-products__reason">
            {t('manage.reason', { reason: product.approvalReason })}
          </p>
        )}
        <div className="mp-products__actions">
          <Link
            className="mp-button mp-button--secondary"
            to={editProductPath(username, product.productId)}
          >
            {t('manage.edit')}
            <span className="mp-visually-hidden"> {product.title}</span>
          </Link>
          {product.stage === 'draft' && (
            <Button
              loading={busy}
              loadingLabel={t('manage.submitting')}
              onClick={() => void submit()}
            >
              {t('manage.submit')}
              <span className="mp-visually-hidden"> {product.title}</span>
            </Button>
          )}
          <Button variant="cancel" onClick={onDelete}>
            {t('manage.delete')}
            <span className="mp-visually-hidden"> {product.title}</span>
          </Button>
        </div>
        {failure && <Alert type="error">{failure}</Alert>}
      </div>
    </Card>
  );
}
