/** Seed wallet, refills, consumption rows, gateway settings and 30 days of call counts. */
import type { InboundGraphPoint, LedgerEntry } from 'shared-ui/types';
import type { ConsumptionRecord, RefillRecord, SettingsRecord, WalletRecord } from '../db/types';
import { DEMO_EMAIL } from './account';
import { daysAgo, isoDate, random, stamp } from './time';

/** [amount, method, days ago] */
const REFILLS: [number, string, number][] = [
  [500, 'Transferencias bancarias', 58],
  [250, 'Transferencias Zelle', 52],
  [100, 'Pago móvil', 45],
  [300, 'Tarjeta de crédito y débito', 39],
  [150, 'Transferencias Zelle', 31],
  [75.5, 'Efectivo electrónico', 24],
  [400, 'Transferencias bancarias', 18],
  [200, 'Transferencias Zelle', 12],
  [120, 'Pago móvil', 6],
  [80, 'Tarjeta de crédito y débito', 2],
];

/** [description, campaign, amount, days ago] */
const CONSUMPTION: [string, string, number, number][] = [
  ['Agentes IA (25) - consumo diario', 'Captación Fibra Hogar Caracas', 125, 20],
  ['Llamadas salientes', 'Renovación planes Pyme', 48.6, 18],
  ['Envío de SMS', 'Reservas instalación Maracaibo', 15, 16],
  ['Agentes IA (25) - consumo diario', 'Captación Fibra Hogar Caracas', 125, 13],
  ['Chat web', 'Atención comercial Valencia', 22.4, 11],
  ['Envío de correos', 'Renovación planes Pyme', 8, 9],
  ['Llamadas salientes', 'Venta cruzada Internet + Telefonía', 61.2, 7],
  ['Operadores humanos', 'Atención comercial Valencia', 90, 5],
  ['Envío de SMS', 'Venta cruzada Internet + Telefonía', 18, 3],
  ['Agentes IA (25) - consumo diario', 'Captación Fibra Hogar Caracas', 125, 1],
];

const cents = (value: number) => Math.round(value * 100) / 100;

/** Who the ledger names for consumption: the platform charges it, no person. */
export const PLATFORM = 'Plataforma';

/** Who the ledger names for what the provider did before the ledger existed. */
export const PROVIDER = 'Proveedor';

/**
 * The ledger of a wallet's refills and consumption, each row with the balance before and after,
 * newest first. `opening` is the balance before the first of them: 0 for the seed; an older
 * file's history may start elsewhere (a correction made before the ledger), and then a first row
 * records it.
 */
export const ledgerOf = (
  refills: readonly RefillRecord[],
  consumption: readonly ConsumptionRecord[],
  by: string,
  opening = 0,
): LedgerEntry[] => {
  type Change = Omit<LedgerEntry, 'id' | 'before' | 'after' | 'createdAt'> & { at: string };
  const changes: Change[] = [
    ...refills.map((r) => ({
      at: r.createdAt,
      date: r.date,
      kind: 'top-up' as const,
      amount: r.mont,
      by,
      reason: r.description,
      method: r.method,
      transaction: r.transaction,
    })),
    ...consumption.map((c) => ({
      at: c.createdAt,
      date: c.createdAt,
      kind: 'consumption' as const,
      amount: -c.amount,
      by: PLATFORM,
      reason: `${c.description} · ${c.campaign}`,
      method: null,
      transaction: null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (opening !== 0) {
    const at = changes[0]?.at ?? new Date(0).toISOString();
    changes.unshift({
      at,
      date: at,
      kind: 'correction',
      amount: opening,
      by: PROVIDER,
      reason: 'Saldo anterior al registro de movimientos',
      method: null,
      transaction: null,
    });
  }
  let balance = 0;
  return changes
    .map(({ at, ...change }, i) => {
      const before = balance;
      balance = cents(balance + change.amount);
      return { id: i + 1, ...change, before, after: balance, createdAt: at };
    })
    .reverse();
};

export const seedWallet = (now: Date) => {
  const refills: RefillRecord[] = REFILLS.map(([mont, method, ago], i) => ({
    id: i + 1,
    mont,
    date: daysAgo(now, ago),
    method,
    description: 'Recarga',
    transaction: `TRX-${String(20260001 + i * 37)}`,
    createdAt: daysAgo(now, ago),
  })).reverse();
  const consumption: ConsumptionRecord[] = CONSUMPTION.map(
    ([description, campaign, amount, ago], i) => ({
      id: i + 1,
      date: isoDate(now, -ago),
      description,
      campaign,
      amount,
      createdAt: daysAgo(now, ago),
    }),
  ).reverse();
  const credited = REFILLS.reduce((sum, [mont]) => sum + mont, 0);
  const spent = CONSUMPTION.reduce((sum, [, , amount]) => sum + amount, 0);
  const wallets: WalletRecord[] = [
    { id: 1, total: cents(credited - spent), createdAt: daysAgo(now, 60) },
  ];
  const ledger = ledgerOf(refills, consumption, DEMO_EMAIL);
  return { wallets, refills, consumption, ledger };
};

export const seedSettings = (now: Date): SettingsRecord[] =>
  stamp(
    [
      {
        host: 'sms.conectatel.com.ve',
        port: 5060,
        user: 'conecta_sms',
        password: 'SmsGateway2026',
        operator: 'tmobile',
        phone: '+584142345678',
        voiceprofile: 'vp1',
        localport: 5060,
        primaryproxy: 'sip1.conectatel.com.ve',
        primaryoutboundproxy: 'out1.conectatel.com.ve',
        primaryproxyport: 5060,
        secondaryproxy: 'sip2.conectatel.com.ve',
        secondaryoutboundproxy: 'out2.conectatel.com.ve',
        secondaryproxyport: 5060,
        primaryregistraserver: 'registrar1.conectatel.com.ve',
        secondaryregistraserver: 'registrar2.conectatel.com.ve',
        registerexpires: 3600,
        unregister: false,
        enablelinktest: true,
        linktestinterval: 1800,
      },
    ],
    now,
    1,
    60,
  );

/** Calls per day for the 30 days ending today, oldest first; weekends run quieter. */
export const seedInboundGraph = (now: Date): InboundGraphPoint[] => {
  const next = random(2026);
  return Array.from({ length: 30 }, (_, i) => {
    const date = isoDate(now, i - 29);
    const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    const scale = weekend ? 0.55 : 1;
    return {
      date,
      callInbound: Math.round((140 + next() * 90) * scale),
      callOutbound: Math.round((80 + next() * 70) * scale),
    };
  });
};
