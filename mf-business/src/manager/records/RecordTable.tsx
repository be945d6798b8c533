// The manager's one table of records: a hidden caption, a header of columns, a row a record whose
// first cell names it. Each record kind says only its columns.

import type { ReactNode } from 'react';
import styles from './Records.module.css';

export interface RecordColumn<T> {
  heading: string;
  /** Figures sit right-aligned, heading and cells alike. */
  numeric?: boolean;
  cell: (record: T) => ReactNode;
}

/** What a kind of record shows: said once beside its table, as a constant. */
export interface RecordTableSpec<T> {
  /** The first column names the record: its cells are the rows' headers, bold as the cell makes them. */
  columns: readonly [RecordColumn<T>, ...RecordColumn<T>[]];
  caption: string;
  keyOf: (record: T) => string;
}

export function RecordTable<T>({ spec, records }: { spec: RecordTableSpec<T>; records: readonly T[] }) {
  const { caption, columns, keyOf } = spec;
  const [naming, ...rest] = columns;
  const numberClass = (column: RecordColumn<T>) => (column.numeric ? styles.number : undefined);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="pb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.heading} className={numberClass(column)}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={keyOf(record)}>
              <th scope="row">{naming.cell(record)}</th>
              {rest.map((column) => (
                <td key={column.heading} className={numberClass(column)}>
                  {column.cell(record)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
