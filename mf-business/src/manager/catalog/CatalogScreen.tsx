// The business's catalog (/catalogs/ in the manager, and /business/catalogs/{id}/): its product
// Pins with picture, title, price and availability, filtered by availability and searched by words
// on the server; 'Showing 3 of 12 products'. A catalog with no products says where products come from.

import { useId, useState } from 'react';
import { type ApiBusinessCatalog, type ProductAvailability } from 'shared-contracts/api';
import { BUSINESS_CATALOG_QUERY_MAX, closeupPath, PIN_BUILDER_PATH } from 'shared-contracts/rules';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import { useBusinessRead } from '../../data/businessRead';
import { formatCount } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import { toolHeading, type ManagerFrame } from '../managerFrame';
import { ManagerScreen } from '../ManagerScreen';
import styles from './Catalog.module.css';

type AvailabilityFilter = 'all' | ProductAvailability;

const AVAILABILITY_LABEL: Readonly<Record<ProductAvailability, string>> = { in_stock: 'In stock', out_of_stock: 'Out of stock' };
const FILTERS: ReadonlyArray<{ value: AvailabilityFilter; label: string }> = [
  { value: 'all', label: 'All products' },
  { value: 'in_stock', label: AVAILABILITY_LABEL.in_stock },
  { value: 'out_of_stock', label: AVAILABILITY_LABEL.out_of_stock },
];
/** A pause this long in typing asks the server. */
export const CATALOG_SEARCH_DELAY_MS = 300;

function isFilter(value: string): value is AvailabilityFilter {
  return FILTERS.some((filter) => filter.value === value);
}

export function CatalogScreen({ frame }: { frame: ManagerFrame }) {
  const [availability, setAvailability] = useState<AvailabilityFilter>('all');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), CATALOG_SEARCH_DELAY_MS);
  const read = useBusinessRead(
    'GET /vx/business/:business_id/catalog/',
    {
      params: { business_id: frame.page.businessId },
      payload: { ...(availability === 'all' ? {} : { availability }), ...(q ? { q } : {}) },
    },
    // A product Pin made elsewhere shows the next time the catalog opens.
    { keepPrevious: true, staleTime: 0 },
  );
  const clear = () => {
    setAvailability('all');
    setText('');
  };
  return (
    <ManagerScreen frame={frame} read={read} heading={toolHeading('catalogs')}>
      {(catalog) =>
        catalog.total === 0 ? (
          <EmptyState heading="No products yet" action={{ label: 'Create a Pin', href: PIN_BUILDER_PATH }}>
            {`${catalog.business.businessName}'s catalog is made from its product Pins: a Pin with a price and a link to the shop becomes a product here, in stock or not as the Pin says.`}
          </EmptyState>
        ) : (
          <>
            <CatalogFilters availability={availability} onAvailability={setAvailability} text={text} onText={setText} />
            <Products catalog={catalog} onClear={clear} />
          </>
        )
      }
    </ManagerScreen>
  );
}

interface CatalogFiltersProps {
  availability: AvailabilityFilter;
  onAvailability: (value: AvailabilityFilter) => void;
  text: string;
  onText: (value: string) => void;
}

function CatalogFilters({ availability, onAvailability, text, onText }: CatalogFiltersProps) {
  const id = useId();
  return (
    <form className={styles.filters} role="search" aria-label="Filter products" onSubmit={(event) => event.preventDefault()}>
      <div className="pb-field">
        <label htmlFor={`${id}-q`}>Search products</label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={BUSINESS_CATALOG_QUERY_MAX}
          onChange={(event) => onText(event.target.value)}
          placeholder="Search by product name"
        />
      </div>
      <div className="pb-field">
        <label htmlFor={`${id}-availability`}>Availability</label>
        <select
          id={`${id}-availability`}
          value={availability}
          onChange={(event) => {
            if (isFilter(event.target.value)) onAvailability(event.target.value);
          }}
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

function Products({ catalog, onClear }: { catalog: ApiBusinessCatalog; onClear: () => void }) {
  const countId = useId();
  const { products, total } = catalog;
  return (
    <>
      <p id={countId} className={styles.count} role="status">
        Showing {formatCount(products.length)} of {formatCount(total)} {total === 1 ? 'product' : 'products'}
      </p>
      {products.length === 0 ? (
        <EmptyState heading="No products match" action={{ label: 'Clear the filters', onClick: onClear }}>
          Try other words, or show products whatever their availability.
        </EmptyState>
      ) : (
        <ul className={styles.products} aria-labelledby={countId}>
          {products.map((product) => {
            const image = product.images['236x'];
            return (
              <li key={product.pin_id} className={styles.product}>
                <img className={styles.image} src={image.url} width={image.width} height={image.height} alt="" loading="lazy" />
                <a className={styles.title} href={closeupPath(product.pin_id)}>
                  {product.title.trim() || 'Untitled product'}
                </a>
                <p className={styles.price}>{product.price ?? 'No price'}</p>
                <p className={product.availability === 'in_stock' ? styles.inStock : styles.outOfStock}>
                  {AVAILABILITY_LABEL[product.availability]}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
