// The businesses of a hierarchy as a tree: each business with the ones under it, as nested lists.

import type { ApiHierarchyBusiness } from 'shared-contracts/api';
import { BusinessPicture } from '../common/BusinessPicture';
import styles from './Hierarchy.module.css';

/** Each business's children, by parent id; a business whose parent is not in the list is a top one. */
export function childrenByParent(businesses: readonly ApiHierarchyBusiness[]): Map<string | null, ApiHierarchyBusiness[]> {
  const ids = new Set(businesses.map((business) => business.id));
  const byParent = new Map<string | null, ApiHierarchyBusiness[]>();
  for (const business of businesses) {
    const parent = business.parentId !== null && ids.has(business.parentId) && business.parentId !== business.id ? business.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), business]);
  }
  return byParent;
}

function Branch({
  parent,
  byParent,
  seen,
}: {
  parent: string | null;
  byParent: Map<string | null, ApiHierarchyBusiness[]>;
  seen: ReadonlySet<string>;
}) {
  const children = (byParent.get(parent) ?? []).filter((business) => !seen.has(business.id));
  if (children.length === 0) return null;
  return (
    <ul className={parent === null ? styles.tree : styles.branch}>
      {children.map((business) => (
        <li key={business.id}>
          <span className={styles.node}>
            <BusinessPicture name={business.businessName} imgUrl={business.imgUrl} size="small" />
            <span>
              <span className={styles.nodeName}>{business.businessName}</span> <span className={styles.muted}>@{business.username}</span>
            </span>
          </span>
          {/* A cycle in the data never makes the tree endless. */}
          <Branch parent={business.id} byParent={byParent} seen={new Set([...seen, business.id])} />
        </li>
      ))}
    </ul>
  );
}

export function HierarchyTree({ businesses }: { businesses: readonly ApiHierarchyBusiness[] }) {
  return <Branch parent={null} byParent={childrenByParent(businesses)} seen={new Set()} />;
}
