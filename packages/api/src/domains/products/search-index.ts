/** The `products` search index (docs/products.md#search): fields, who finds which products. */
import { ROLES } from '@mp/contracts';
import {
  amount,
  date,
  keyword,
  num,
  stateFilterRefused,
  weighted,
  type IndexDefinition,
  type IndexFields,
  type Permission,
  type SqlParams,
  type Viewer,
} from '../../search-engine';
import { liveSql, productColumns, type ProductRow } from './rows';
import { productView, sellsProducts } from './store';

const LIVE_SQL = liveSql('t');

const PRODUCT_FIELDS: IndexFields = {
  table: 'products',
  idColumn: 't.id',
  vector: 't.search_vector',
  fields: {
    productId: keyword('t.id'),
    uniqueName: keyword('t.unique_name'),
    authorId: keyword('t.author_id'),
    serviceId: keyword('t.service_id'),
    stage: keyword('t.stage'),
    approvalStatus: keyword('t.approval_status'),
    title: weighted('t.title', 'A', true),
    description: weighted('t.description', 'B'),
    price: amount('t.price'),
    offerPrice: amount('t.offer_price'),
    credits: num('t.credits'),
    duration: num('t.duration'),
    isLive: { kind: 'boolean', column: LIVE_SQL },
    createdAt: date('t.created_at'),
    lastModified: date('t.last_modified'),
  },
  aliases: { id: 'productId', sellerId: 'authorId' },
  defaultTextFields: ['title', 'description'],
  defaultOrder: 't.last_modified DESC',
};

function productPermission(viewer: Viewer, params: SqlParams): Permission {
  if (viewer.ignoreStateFilter) throw stateFilterRefused();
  const { caller } = viewer;
  if (!sellsProducts(viewer.tenant, caller))
    return { sql: 'FALSE', described: ['none: the tenant sells no products'] };
  if (viewer.variant === 'public' || caller === null || caller.role === ROLES.customer)
    return { sql: LIVE_SQL, described: ['live products only'] };
  if (caller.role === ROLES.administrator)
    return { sql: 'TRUE', described: ['every product of the tenant (administrator)'] };
  const me = params.add(caller.userId);
  return {
    sql: `(t.author_id = ${me} OR ${LIVE_SQL})`,
    described: ["live products, and every product of the freelancer's own"],
  };
}

const PRODUCT_SOURCE_FIELDS = [
  'productId',
  'uniqueName',
  'authorId',
  'title',
  'description',
  'price',
  'offerPrice',
  'credits',
  'duration',
  'shipmentOptions',
  'serviceId',
  'images',
  'videos',
  'requiresSurvey',
  'stage',
  'approvalStatus',
  'approvalReason',
  'approvalDecidedAt',
  'submittedAt',
  'isLive',
  'currency',
  'createdAt',
  'lastModified',
] as const;

export const PRODUCTS_INDEX: IndexDefinition<ProductRow> = {
  name: 'products',
  fields: PRODUCT_FIELDS,
  columns: productColumns('t'),
  sourceFields: PRODUCT_SOURCE_FIELDS,
  permission: productPermission,
  hidden: () => new Map(),
  toSource: (row, viewer) => productView(viewer.tenant, row),
};
