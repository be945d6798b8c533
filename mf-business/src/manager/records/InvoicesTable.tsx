// Invoices: what the business was billed for each period, in the invoice's own currency, and
// whether it is paid.

import type { ApiInvoice } from 'shared-contracts';
import { formatDate, formatMoney } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import styles from './Records.module.css';

const STATUS: Readonly<Record<ApiInvoice['status'], string>> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };

export function InvoicesTable({ invoices }: { invoices: readonly ApiInvoice[] }) {
  if (invoices.length === 0)
    return <EmptyState heading="No invoices yet">Invoices appear here once this business's ads have run and been billed.</EmptyState>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="pb-visually-hidden">Invoices, their period, amount and status</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Period</th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row" className={styles.strong}>
                {invoice.number}
              </th>
              <td>
                {formatDate(invoice.periodStart)} to {formatDate(invoice.periodEnd)}
              </td>
              <td className={styles.number}>{formatMoney(invoice.amountCents, invoice.currency)}</td>
              <td>{invoice.status === 'overdue' ? <span className={styles.warning}>{STATUS.overdue}</span> : STATUS[invoice.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
