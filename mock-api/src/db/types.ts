/** The shape of the JSON file: one key per collection, entity types from shared-ui. */
import type { ClientErrorRecord } from 'shared-ui/schemas';
import type {
  Campaign,
  Category,
  Company,
  Consumption,
  InboundGraphPoint,
  KnowledgeBase,
  Product,
  Profile,
  QuestionAnswer,
  Refill,
  Representative,
  SessionUser,
  Settings,
  WalletUser,
} from 'shared-ui/types';

type Stamped<T> = T & { createdAt: string };

export type RefillRecord = Stamped<Refill>;
export type ConsumptionRecord = Stamped<Consumption>;
export type SettingsRecord = Stamped<Settings>;
export type WalletRecord = Stamped<WalletUser>;

/** A login account: the demo user and those created by /auth/register. */
export interface User {
  id: number;
  username: string;
  email: string;
  /** scrypt, see passwords.ts. */
  passwordHash: string;
  profile: SessionUser;
  createdAt: string;
}

/** A login session, keyed in `Data.sessions` by the sha256 of its token. */
export interface Session {
  userId: number;
  expiresAt: string;
  createdAt: string;
}

export interface Data {
  campaigns: Campaign[];
  products: Product[];
  categories: Category[];
  profiles: Profile[];
  knowledgebases: KnowledgeBase[];
  questions: QuestionAnswer[];
  settings: SettingsRecord[];
  wallets: WalletRecord[];
  refills: RefillRecord[];
  consumption: ConsumptionRecord[];
  inboundGraph: InboundGraphPoint[];
  /** Error reports from the browser (POST /client-errors), newest first, the newest 500 kept. */
  clientErrors: ClientErrorRecord[];
  company: Company;
  representative: Representative;
  users: User[];
  sessions: Record<string, Session>;
  /** Last id handed out per collection, so a deleted id is never reused. */
  sequences: Record<string, number>;
}

export type Key = keyof Data;

/** The collections whose items carry a numeric id. */
export type EntityKey = {
  [K in Key]: Data[K] extends { id: number }[] ? K : never;
}[Key];

export type Item<K extends EntityKey> = Data[K][number];

/** What an insert needs: the item without the server-kept id and createdAt. */
export type NewItem<K extends EntityKey> = Omit<Item<K>, 'id' | 'createdAt'>;

export const ENTITY_KEYS = [
  'campaigns',
  'products',
  'categories',
  'profiles',
  'knowledgebases',
  'questions',
  'settings',
  'wallets',
  'refills',
  'consumption',
  'clientErrors',
  'users',
] as const satisfies readonly EntityKey[];
