import { readMoneyValue, type Product, type PublicProfile } from '@mp/contracts';
import { Link } from '@mp/router';
import {
  AreaPage,
  MoneyField,
  SearchResults,
  useAddressSearch,
  useApi,
  useArea,
  useLoad,
  useResultsFocus,
} from '@mp/remote-kit';
import {
  Button,
  Card,
  FilterPanel,
  Pager,
  SelectField,
  TextField,
  useMoney,
  type PagerTexts,
} from '@mp/ui';
import { loadSellers, loadServices, searchProducts, type Service } from '../../shared/api';
import { useProductsLoadTexts } from '../../shared/load-texts';
import { productPath } from '../../shared/paths';
import { CardSkeletons, PriceTag } from '../../shared/PriceTag';
import { ProductImage } from '../../shared/ProductImage';
import { SellerPicture } from '../../shared/SellerCard';
import { useProductsT } from '../../shared/useProductsT';
import {
  buildCatalogueSearch,
  CATALOGUE_PAGE_SIZE,
  catalogueFiltersFrom,
  catalogueParams,
  checkCatalogueFilters,
  EMPTY_CATALOGUE_FILTERS,
  type CatalogueFilters,
} from './search-body';

/** `/products` (public): live products by text, service and price, a page at a time. */
export function CatalogueScreen() {
  const api = useApi();
  const services = useLoad((signal) => loadServices(api, signal), 'services');
  return (
    <AreaPage screen="catalogue" className="mp-products">
      <Catalogue services={services.data ?? []} />
    </AreaPage>
  );
}

interface Results {
  products: Product[];
  total: number;
  sellers: Map<string, PublicProfile>;
}

function Catalogue({ services }: { services: Service[] }) {
  const { t } = useProductsT();
  const api = useApi();
  const { user } = useArea();
  const money = useMoney();
  const loadTexts = useProductsLoadTexts();
  const { applied, draft, set, errors, apply, submit } = useAddressSearch({
    fromParams: catalogueFiltersFrom,
    toParams: catalogueParams,
    check: (filters: CatalogueFilters) => checkCatalogueFilters(filters, money),
  });

  const body = buildCatalogueSearch(applied, money);
  const results = useLoad<Results>(
    async (signal) => {
      const hits = await searchProducts(api, body, user !== null, signal);
      const sellers = await loadSellers(
        api,
        hits.products.map((product) => product.authorId),
        signal,
      );
      return { ...hits, sellers };
    },
    `${JSON.stringify(body)}|${user?.id ?? ''}`,
  );

  const { heading: resultsHeading, focusWhenLoaded } = useResultsFocus(results.status);
  const pagerTexts: PagerTexts = {
    label: t('common.pagination'),
    previous: t('common.previous'),
    next: t('common.next'),
    pageOf: (page, pages) => t('common.pageOf', { page, pages }),
  };
  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));

  return (
    <div className="mp-products__catalogue">
      <FilterPanel
        label={t('catalogue.filters')}
        activeCount={
          [applied.text, applied.serviceId, applied.minPrice, applied.maxPrice].filter(Boolean)
            .length
        }
        doneLabel={t('catalogue.showResults')}
        closeLabel={t('catalogue.closeFilters')}
      >
        {(close) => (
          <form
            role="search"
            aria-label={t('catalogue.formLabel')}
            className="mp-products__filters"
            onSubmit={(event) => {
              if (submit(event)) close();
            }}
          >
            <TextField
              type="search"
              name="q"
              label={t('catalogue.text')}
              value={draft.text}
              onChange={(event) => set('text', event.target.value)}
            />
            <SelectField
              name="serviceId"
              label={t('catalogue.service')}
              value={draft.serviceId}
              onChange={(event) => set('serviceId', event.target.value)}
            >
              <option value="">{t('catalogue.anyService')}</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </SelectField>
            <MoneyField
              name="minPrice"
              label={t('catalogue.minPrice')}
              value={readMoneyValue(draft.minPrice, money)}
              error={errors.minPrice && t(`catalogue.errors.${errors.minPrice}`)}
              onChange={({ text }) => set('minPrice', text)}
            />
            <MoneyField
              name="maxPrice"
              label={t('catalogue.maxPrice')}
              value={readMoneyValue(draft.maxPrice, money)}
              error={errors.maxPrice && t(`catalogue.errors.${errors.maxPrice}`)}
              onChange={({ text }) => set('maxPrice', text)}
            />
            <div className="mp-products__actions">
              <Button type="submit">{t('catalogue.search')}</Button>
              <Button variant="link" onClick={() => apply(EMPTY_CATALOGUE_FILTERS)}>
                {t('catalogue.clear')}
              </Button>
            </div>
          </form>
        )}
      </FilterPanel>
      <SearchResults
        load={results}
        total={total}
        isEmpty={(data) => data.products.length === 0}
        emptyAction={
          <Button variant="secondary" onClick={() => apply(EMPTY_CATALOGUE_FILTERS)}>
            {t('catalogue.clear')}
          </Button>
        }
        heading={resultsHeading}
        headingId="mp-products-results"
        className="mp-products__results"
        statusClassName="mp-products__status"
        texts={{
          results: t('catalogue.results'),
          found: (count) => t('catalogue.found', { count }),
          searching: t('catalogue.searching'),
          searchFailed: t('catalogue.searchFailed'),
          noResults: t('catalogue.noResults'),
          noResultsHint: t('catalogue.noResultsHint'),
        }}
        loadTexts={loadTexts}
        loadingView={<CardSkeletons count={6} />}
        announceSearching
      >
        {(data) => (
          <>
            <ul className="mp-products__grid">
              {data.products.map((product) => (
                <li key={product.productId}>
                  <ProductCard product={product} seller={data.sellers.get(product.authorId)} />
                </li>
              ))}
            </ul>
            <Pager
              page={applied.page}
              pages={pages}
              className="mp-products__pager"
              texts={pagerTexts}
              onPage={(page) => {
                focusWhenLoaded();
                apply({ ...applied, page });
              }}
            />
          </>
        )}
      </SearchResults>
    </div>
  );
}

function ProductCard({ product, seller }: { product: Product; seller?: PublicProfile }) {
  const { t } = useProductsT();
  return (
    <Card className="mp-products__card">
      <ProductImage file={product.images[0]} alt="" />
      <h3 className="mp-products__card-title">
        <Link to={productPath(seller?.username ?? product.authorId, product.productId)}>
          {product.title}
        </Link>
      </h3>
      <p className="mp-products__meta">
        <PriceTag product={product} />
        {product.credits !== null && (
          <span>{t('product.credits', { count: product.credits })}</span>
        )}
      </p>
      {seller && (
        <p className="mp-products__byline">
          <SellerPicture seller={seller} />
          <span>{t('catalogue.by', { name: seller.name })}</span>
        </p>
      )}
    </Card>
  );
}
