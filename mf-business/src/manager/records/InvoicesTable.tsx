// Invoices: what the business was billed for each period, in the invoice's own currency, and
// whether it is paid.

import type { ApiInvoice } from 'shared-contracts/api';
import { formatDate, formatMoney } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
import { RecordTable, type RecordTableSpec } from './RecordTable';
import styles from './Records.module.css';

const STATUS: Readonly<Record<ApiInvoice['status'], string>> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };

const INVOICES: RecordTableSpec<ApiInvoice> = {
  columns: [
    { heading: 'Invoice', cell: (invoice) => <span className={styles.strong}>{invoice.number}</span> },
    { heading: 'Period', cell: (invoice) => `${formatDate(invoice.periodStart)} to ${formatDate(invoice.periodEnd)}` },
    { heading: 'Amount', numeric: true, cell: (invoice) => formatMoney(invoice.amountCents, invoice.currency) },
    {
      heading: 'Status',
      cell: (invoice) => (invoice.status === 'overdue' ? <span className={styles.warning}>{STATUS.overdue}</span> : STATUS[invoice.status]),
    },
  ],
  caption: 'Invoices, their period, amount and status',
  keyOf: (invoice) => invoice.id,
};

export function InvoicesTable({ invoices }: { invoices: readonly ApiInvoice[] }) {
  if (invoices.length === 0)
    return <EmptyState heading="No invoices yet">Invoices appear here once this business's ads have run and been billed.</EmptyState>;
  return <RecordTable spec={INVOICES} records={invoices} />;
}
