/**
 * Every change of a company's balance, in one place: the wallet's new total and the ledger row
 * that records it (when, who, before, after, why), in the caller's write. Top-ups, the provider's
 * corrections and consumption all go through `changeBalance`.
 */
import { MAX_BALANCE } from 'shared-ui/schemas';
import type { LedgerEntry, LedgerKind } from 'shared-ui/types';
import type { RefillRecord } from './db/types';
import type { CompanyTx } from './db/view';

/** A company's wallet is its record 1 (`GET /walletuser` answers `[it]`). */
export const WALLET_ID = 1;

/** Money is kept in cents precision so repeated changes do not drift. */
export const cents = (value: number) => Math.round(value * 100) / 100;

export interface BalanceChange {
  kind: LedgerKind;
  /** Positive credits, negative debits. */
  amount: number;
  by: string;
  reason: string;
  /** When it counts (a top-up's payment date); default: now. */
  date?: string;
  method?: string | null;
  transaction?: string | null;
}

/** Why a change was refused: the balance would leave 0 .. MAX_BALANCE, or there is no wallet. */
export class BalanceError extends Error {
  constructor(readonly reason: 'negative' | 'cap' | 'no-wallet') {
    super(`balance change refused: ${reason}`);
  }
}

/**
 * Applies `change` to the company's wallet and records it in the ledger, or throws a
 * BalanceError having changed nothing.
 */
export const changeBalance = (tx: CompanyTx, change: BalanceChange, now: Date) => {
  const wallet = tx.find('wallets', WALLET_ID);
  if (!wallet) throw new BalanceError('no-wallet');
  const before = wallet.total;
  const after = cents(before + change.amount);
  if (after < 0) throw new BalanceError('negative');
  if (after > MAX_BALANCE) throw new BalanceError('cap');
  tx.update('wallets', WALLET_ID, { total: after });
  const entry = tx.insert('ledger', {
    date: change.date ?? now.toISOString(),
    kind: change.kind,
    amount: cents(change.amount),
    before,
    after,
    by: change.by,
    reason: change.reason,
    method: change.method ?? null,
    transaction: change.transaction ?? null,
  });
  return { entry, total: after };
};

/** A transaction number as compared: spaces around and letter case aside. */
const sameTransaction = (a: string, b: string) =>
  a.trim().toLocaleUpperCase('es') === b.trim().toLocaleUpperCase('es');

/**
 * The company's refill with this transaction number, if any, and the balance right after it
 * (what its top-up first answered): a transaction counts once per company.
 */
export const findTopUp = (
  tx: Pick<CompanyTx, 'list'>,
  transaction: string,
): { refill: RefillRecord; total: number } | undefined => {
  const refill = tx.list('refills').find((r) => sameTransaction(r.transaction, transaction));
  if (!refill) return undefined;
  const entry = tx
    .list('ledger')
    .find(
      (e: LedgerEntry) =>
        e.kind === 'top-up' &&
        e.transaction !== null &&
        sameTransaction(e.transaction, transaction),
    );
  return { refill, total: entry?.after ?? tx.list('wallets')[0]?.total ?? 0 };
};
