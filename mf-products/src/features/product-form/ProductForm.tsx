import { useRef, useState, type FormEvent } from 'react';
import type { MoneyValue, Product } from '@mp/contracts';
import { useNavigate } from '@mp/router';
import { MoneyField, readError, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, SelectField, TextArea, TextField, useMoney } from '@mp/ui';
import {
  loadServices,
  saveNewProduct,
  saveProductChanges,
  submitForApproval,
} from '../../shared/api';
import { PriceTag } from '../../shared/PriceTag';
import { ProductImage } from '../../shared/ProductImage';
import { useProductsT } from '../../shared/useProductsT';
import { MediaUpload } from './MediaUpload';
import {
  bodyOf,
  checkDraft,
  draftOf,
  emptyDraft,
  newRowId,
  slugOf,
  type ProductDraft,
  type ShipmentDraft,
} from './product-form';

type Intent = 'draft' | 'submit';

/** The fields the form shows errors on; an API error on any other path goes to the alert. */
const FORM_FIELDS = [
  'title',
  'uniqueName',
  'description',
  'price',
  'offerPrice',
  'credits',
  'duration',
  'serviceId',
  'images',
  'videos',
] as const;

/** Where an API field error belongs: `images.0.key` is the images field's. */
function formFieldOf(path: string): string | null {
  if (/^shipmentOptions\.\d+\.(name|price)$/.test(path)) return path;
  const head = path.split('.')[0] ?? '';
  return (FORM_FIELDS as readonly string[]).includes(head) ? head : null;
}

/**
 * `/products/create` and `/products/{username}/{productId}/edit`: a product's fields, its
 * media with upload progress, a preview, save as draft and submit for approval
 * (docs/products.md#statuses).
 */
export function ProductForm({ product }: { product?: Product }) {
  const { t } = useProductsT();
  const api = useApi();
  const money = useMoney();
  const navigate = useNavigate();
  const services = useLoad((signal) => loadServices(api, signal), 'services');
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftOf(product, money) : emptyDraft(),
  );
  const [saved, setSaved] = useState<Product | undefined>(product);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [uploads, setUploads] = useState({ images: false, videos: false });
  const [preview, setPreview] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const uploading = uploads.images || uploads.videos;

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const setTitle = (title: string) =>
    setDraft((previous) => ({
      ...previous,
      title,
      uniqueName: previous.uniqueNameTouched ? previous.uniqueName : slugOf(title),
    }));
  const setShipment = (rowId: string, change: Partial<ShipmentDraft>) =>
    set(
      'shipmentOptions',
      draft.shipmentOptions.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)),
    );

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const showApiError = (error: unknown, fallback: string) => {
    const readable = readError(error);
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [path, message] of Object.entries(readable.fields)) {
      const field = formFieldOf(path);
      if (field) onFields[field] ??= message;
      else elsewhere.push(message);
    }
    setErrors(onFields);
    const fieldNote = Object.keys(onFields).length > 0 ? t('form.checkFields') : null;
    setFailure(
      [readable.reason ?? fallback, ...elsewhere, fieldNote].filter(Boolean).join(' ') || fallback,
    );
    focusFirstError();
  };

  const save = async (intent: Intent) => {
    const problems = checkDraft(draft);
    const messages = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, t(`form.errors.${problem}`)]),
    );
    setErrors(messages);
    setFailure(null);
    if (Object.keys(messages).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(intent);
    let stored = saved;
    try {
      const body = bodyOf(draft);
      stored = stored
        ? await saveProductChanges(api, stored.productId, body)
        : await saveNewProduct(api, body);
      setSaved(stored);
    } catch (error) {
      setBusy(null);
      showApiError(error, t('form.saveFailed'));
      return;
    }
    if (intent === 'draft') {
      setBusy(null);
      navigate('/products/draft', { state: { notice: 'saved' } });
      return;
    }
    try {
      await submitForApproval(api, stored.productId);
      navigate('/products/live', { state: { notice: 'submitted' } });
    } catch (error) {
      setBusy(null);
      showApiError(error, t('manage.submitFailed'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save('draft');
  };
  const moneyField = (key: 'price' | 'offerPrice') => ({
    name: key,
    value: draft[key],
    error: errors[key],
    onChange: (value: MoneyValue) => set(key, value),
  });

  return (
    <form ref={form} className="mp-products__form" noValidate onSubmit={onSubmit}>
      {product && product.stage === 'live' && <Alert type="info">{t('form.editSendsBack')}</Alert>}
      <TextField
        name="title"
        label={t('form.title')}
        required
        maxLength={200}
        value={draft.title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        name="uniqueName"
        label={t('form.uniqueName')}
        hint={t('form.uniqueNameHint')}
        required
        value={draft.uniqueName}
        error={errors.uniqueName}
        onChange={(event) =>
          setDraft((previous) => ({
            ...previous,
            uniqueName: event.target.value.toLowerCase(),
            uniqueNameTouched: true,
          }))
        }
      />
      <TextArea
        name="description"
        label={t('form.description')}
        value={draft.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <div className="mp-products__row">
        <MoneyField label={t('form.price')} required {...moneyField('price')} />
        <MoneyField
          label={t('form.offerPrice')}
          hint={t('form.offerPriceHint')}
          {...moneyField('offerPrice')}
        />
      </div>
      <div className="mp-products__row">
        <TextField
          name="credits"
          label={t('form.credits')}
          hint={t('form.creditsHint')}
          inputMode="numeric"
          value={draft.credits}
          error={errors.credits}
          onChange={(event) => set('credits', event.target.value)}
        />
        <TextField
          name="duration"
          label={t('form.duration')}
          hint={t('form.durationHint')}
          inputMode="numeric"
          value={draft.duration}
          error={errors.duration}
          onChange={(event) => set('duration', event.target.value)}
        />
      </div>
      <SelectField
        name="serviceId"
        label={t('form.service')}
        value={draft.serviceId}
        error={errors.serviceId}
        onChange={(event) => set('serviceId', event.target.value)}
      >
        <option value="">{t('form.noService')}</option>
        {(services.data ?? []).map((service) => (
          <option key={service.id} value={service.id}>
            {service.name}
          </option>
        ))}
      </SelectField>
      <label className="mp-products__check">
        <input
          type="checkbox"
          checked={draft.requiresSurvey}
          onChange={(event) => set('requiresSurvey', event.target.checked)}
        />
        {t('form.requiresSurvey')}
      </label>
      <fieldset className="mp-products__fieldset">
        <legend className="mp-field__label">{t('form.shipping')}</legend>
        <p className="mp-field__hint">{t('form.shippingHint')}</p>
        {draft.shipmentOptions.map((row, index) => (
          <div key={row.rowId} className="mp-products__row">
            <TextField
              label={t('form.shipmentName', { index: index + 1 })}
              value={row.name}
              error={errors[`shipmentOptions.${index}.name`]}
              onChange={(event) => setShipment(row.rowId, { name: event.target.value })}
            />
            <MoneyField
              label={t('form.shipmentFee', { index: index + 1 })}
              value={row.price}
              error={errors[`shipmentOptions.${index}.price`]}
              onChange={(price) => setShipment(row.rowId, { price })}
            />
            <Button
              variant="link"
              aria-label={t('form.removeShipment', { index: index + 1 })}
              onClick={() =>
                set(
                  'shipmentOptions',
                  draft.shipmentOptions.filter((entry) => entry.rowId !== row.rowId),
                )
              }
            >
              {t('form.remove')}
            </Button>
          </div>
        ))}
        {draft.shipmentOptions.length < 10 && (
          <Button
            variant="secondary"
            onClick={() =>
              set('shipmentOptions', [
                ...draft.shipmentOptions,
                { rowId: newRowId(), name: '', price: { text: '0', minor: 0 } },
              ])
            }
          >
            {t('form.addShipment')}
          </Button>
        )}
      </fieldset>
      {(['images', 'videos'] as const).map((kind) => (
        <MediaUpload
          key={kind}
          kind={kind}
          value={draft[kind]}
          error={errors[kind]}
          onChange={(next) =>
            setDraft((previous) => ({ ...previous, [kind]: next(previous[kind]) }))
          }
          onBusyChange={(busyNow) => setUploads((previous) => ({ ...previous, [kind]: busyNow }))}
        />
      ))}
      {failure && (
        <Alert type="error" title={t('form.failedTitle')}>
          {failure}
        </Alert>
      )}
      <div className="mp-products__actions">
        <Button
          type="submit"
          variant="secondary"
          disabled={uploading || busy !== null}
          loading={busy === 'draft'}
          loadingLabel={t('form.saving')}
        >
          {t('form.saveDraft')}
        </Button>
        <Button
          disabled={uploading || busy !== null}
          loading={busy === 'submit'}
          loadingLabel={t('manage.submitting')}
          onClick={() => void save('submit')}
        >
          {t('manage.submit')}
        </Button>
        <Button variant="link" aria-expanded={preview} onClick={() => setPreview((open) => !open)}>
          {preview ? t('form.hidePreview') : t('form.preview')}
        </Button>
      </div>
      {uploading && <p className="mp-field__hint">{t('form.waitForUploads')}</p>}
      {preview && <Preview draft={draft} />}
    </form>
  );
}

/** How the product will look to customers, from what is typed now. */
function Preview({ draft }: { draft: ProductDraft }) {
  const { t } = useProductsT();
  return (
    <Card heading={t('form.previewHeading')} className="mp-products__preview">
      <ProductImage file={draft.images[0]} alt="" />
      <h3 className="mp-products__card-title">{draft.title.trim() || t('form.untitled')}</h3>
      {draft.price.minor !== null && draft.price.minor > 0 && (
        <p className="mp-products__meta">
          <PriceTag
            product={{
              price: draft.price.minor,
              offerPrice:
                draft.offerPrice.minor !== null && draft.offerPrice.minor < draft.price.minor
                  ? draft.offerPrice.minor
                  : null,
            }}
          />
        </p>
      )}
      <p className="mp-products__description">{draft.description}</p>
    </Card>
  );
}
