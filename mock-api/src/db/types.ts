/**
 * The shape of the JSON file: the provider's records (companies, users, sessions) at the top, and
 * each company's own records under `companies[<id>]`, numbered within that company.
 */
import type { ClientErrorRecord } from 'shared-ui/schemas';
import type {
  Campaign,
  Category,
  Company,
  Consumption,
  InboundGraphPoint,
  KnowledgeBase,
  LedgerEntry,
  Product,
  Profile,
  QuestionAnswer,
  Refill,
  Representative,
  SessionUser,
  Settings,
  WalletUser,
} from 'shared-ui/types';
import type { ROLES } from 'shared-ui/schemas';

type Stamped<T> = T & { createdAt: string };

export type RefillRecord = Stamped<Refill>;
export type ConsumptionRecord = Stamped<Consumption>;
export type SettingsRecord = Stamped<Settings>;
export type WalletRecord = Stamped<WalletUser>;

export type Role = (typeof ROLES)[number];

/**
 * A login account: the demo user, each company's first user (made by /auth/register), and each
 * profile given access ('Dar acceso').
 */
export interface User {
  id: number;
  /** The company whose data every session of this user reads and writes. */
  company: number;
  /**
   * The profile of that company this account signs in for: its roles are the profile's, read at
   * every request. An account that is no profile's (the demo `admin`, accounts from before
   * profiles could sign in) holds `roles` instead.
   */
  profileId?: number;
  /** The roles of an account that is no profile's; empty for a profile's. */
  roles: Role[];
  /**
   * Set while the password is a temporary one ('Dar acceso'): it signs in once ('unused', then
   * 'used'), and that session may only change it. Gone once the user has chosen their own.
   */
  temporaryPassword?: 'unused' | 'used';
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
  /** Opened with 'Recordarme': its idle timeout is the longer one (older files: absent, false). */
  remember?: boolean;
}

/**
 * A file the company uploaded (POST /uploads): counted against its quota, and removed with its
 * file once no record refers to it after the sweep's delay (src/uploadSweep.ts).
 */
export interface UploadRecord {
  id: number;
  createdAt: string;
  /** The stored name, `<32 hex>.<ext>` under uploads/. */
  file: string;
  size: number;
}

/** Everything one client company owns. Its records' ids count from 1 within the company. */
export interface CompanyData {
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
  /** Every change of the balance (top-up, correction, consumption), newest first. */
  ledger: LedgerEntry[];
  inboundGraph: InboundGraphPoint[];
  /** Error reports from this company's browsers (POST /client-errors), newest first, bounded. */
  clientErrors: ClientErrorRecord[];
  /** The files this company uploaded, oldest first. */
  uploads: UploadRecord[];
  company: Company;
  representative: Representative;
  /** Last id handed out per collection, so a deleted id is never reused within the company. */
  sequences: Record<string, number>;
}

export interface Data {
  /** Each client company's records, by company id ('1' is the demo company). */
  companies: Record<string, CompanyData>;
  users: User[];
  sessions: Record<string, Session>;
  /** Last id handed out for users and companies. */
  sequences: Record<string, number>;
}

export type Key = keyof Data;
export type CompanyKey = keyof CompanyData;

/** A company's collections whose items carry a numeric id. */
export type EntityKey = {
  [K in CompanyKey]: CompanyData[K] extends { id: number }[] ? K : never;
}[CompanyKey];

/** A company's collections a list endpoint serves: its records and the call series. */
export type Listed = EntityKey | 'inboundGraph';

export type ListItem<K extends Listed> = CompanyData[K][number];

/** A company's single records, read and replaced whole. */
export type RecordKey = 'company' | 'representative';

export type Item<K extends EntityKey> = CompanyData[K][number];

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
  'ledger',
  'clientErrors',
  'uploads',
] as const satisfies readonly EntityKey[];

/** A company's keys in the order the file writes them. */
export const COMPANY_KEYS = [
  ...ENTITY_KEYS,
  'inboundGraph',
  'company',
  'representative',
  'sequences',
] as const satisfies readonly CompanyKey[];

/** The id of the demo company, which the seed fills and `admin` belongs to. */
export const DEMO_COMPANY = 1;
