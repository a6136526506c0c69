/** Entity types of SPEC.md section 3, with the backend's field spellings. */
import type { CampaignFields } from './schemas/campaign';

export type Id = number;

export type CampaignStatus = true | false | 'draft';

export interface ChannelQuantities {
  actionEmails: number | null;
  actionSms: number | null;
  actionCall: number | null;
  actionWebChat: number | null;
  actionIM: number | null;
  actionOparadores: number | null;
}

/**
 * A campaign as stored: the fields campaignSchema validates (shared-ui/schemas; typecampaing 1
 * Inbound, 2 Outbound; nivel 1 or 2 for inbound, else null; profilesAssing null or profile ids)
 * plus the id and creation date the API gives it.
 */
export interface Campaign extends CampaignFields {
  id: Id;
  createdAt: string;
}

export interface Product {
  id: Id;
  name: string;
  description: string;
  category: string;
  sub_category: string;
  /** Technologies. */
  otherCategories: string[];
  initDate: string;
  finalitationDate: string;
  currency: string;
  name_presentation: string;
  price: number;
  inventary: number;
  geographic: string;
  for_state: string;
  state: string;
  municipalities: string;
  urbanizations: string;
  status: boolean;
  /** URL of the list photo (the first image), or null. */
  image: string | null;
  images: string[];
  createdAt: string;
}

export interface Category {
  id: Id;
  name: string;
  /** Parent category; only 'telecom' is offered. */
  category: string;
  status: boolean;
  createdAt: string;
}

export interface Profile {
  id: Id;
  name: string;
  lastName: string;
  email: string;
  /** 10 digits, VE +58. */
  phone: string;
  role: string[];
  /** Campaign name; empty reads 'Sin asignar'. */
  campain: string;
  createdAt: string;
}

export interface KnowledgeBase {
  id: Id;
  name: string;
  /** Count of its questions, kept by the API. */
  number: number;
  createdAt: string;
}

export interface QuestionAnswer {
  id: Id;
  question: string;
  answers: string;
  listId: Id;
  namelist: string;
  createdAt: string;
}

/**
 * Gateway settings. A new company's record starts blank (texts '', numbers null, switches off)
 * until the company saves each tab; a saved tab has every field.
 */
export interface SmsSettings {
  host: string;
  port: number | null;
  user: string;
  password: string;
  operator: string;
  phone: string;
}

export interface VoiceSettings {
  voiceprofile: string;
  localport: number | null;
  primaryproxy: string;
  primaryoutboundproxy: string;
  primaryproxyport: number | null;
  secondaryproxy: string;
  secondaryoutboundproxy: string;
  secondaryproxyport: number | null;
  primaryregistraserver: string;
  secondaryregistraserver: string;
  registerexpires: number | null;
  unregister: boolean;
  enablelinktest: boolean;
  linktestinterval: number | null;
}

export interface Settings extends SmsSettings, VoiceSettings {
  id: Id;
}

export interface WalletUser {
  id: Id;
  total: number;
}

/** Who changed a balance and why, with the balance before and after: one row per change. */
export interface LedgerEntry {
  id: Id;
  /** When the change counts: a top-up's payment date, otherwise the moment it was made. */
  date: string;
  kind: LedgerKind;
  /** The change: positive for a top-up, negative for consumption, either for a correction. */
  amount: number;
  before: number;
  after: number;
  /** Who made it: the signed-in user's email, 'Proveedor (<name>)' or 'Plataforma'. */
  by: string;
  /** Why: a top-up's description, a correction's reason, what was consumed. */
  reason: string;
  /** A top-up's payment method and transaction number (null for the other kinds). */
  method: string | null;
  transaction: string | null;
  createdAt: string;
}

export type LedgerKind = 'top-up' | 'correction' | 'consumption';

export interface Refill {
  id: Id;
  mont: number;
  date: string;
  method: string;
  description: string;
  transaction: string;
}

export interface Consumption {
  id: Id;
  date: string;
  description: string;
  campaign: string;
  amount: number;
}

export interface InboundGraphPoint {
  date: string;
  callInbound: number;
  callOutbound: number;
}

/** The company's own data; a new company's starts blank (every text ''). */
export interface Company {
  razon_social: string;
  rif: string;
  country: string;
  city: string;
  address: string;
  size_org: string;
  page_web: string;
  movil_org: string;
  phone_org: string;
  email: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  sector: string;
  servicio: string;
  products: string;
}

/** The company's representative; a new company's starts blank (texts '', age null). */
export interface Representative {
  name: string;
  lastName: string;
  age: number | null;
  gender: string;
  email_personal: string;
  mobile: string;
  country: string;
  city: string;
  direction: string;
  email_empresa: string;
  cargo: string;
  movil_empresa: string;
  grupo_trabajo: string;
}

export interface SessionUser {
  id: Id;
  firstName: string;
  lastName: string;
  client_id: Id;
  email: string;
  mobile: string;
  company: string;
  locations: string[];
  client_city: { name: string; country: { name: string } };
  client_locations: { address: string }[];
  labor_data: { email: string; post: string; group: string; phone: string };
}

/** What the API says a user may do now: at sign-in, and at every GET /auth/me. */
export interface SessionAccess {
  /** Their profile's roles (SPEC's: Administrativo, Funcional, Agente). */
  roles: string[];
  /** The union of their roles' permissions ('campaigns.create': shared-ui/permissions). */
  permissions: string[];
  /** Signed in with a temporary password: they must choose theirs before anything else. */
  mustChangePassword: boolean;
}

export interface LoginResponse extends SessionAccess {
  token: string;
  user: SessionUser;
  role: string;
}

/** GET /auth/me: who is signed in, and what they may do now. */
export interface CurrentUser extends SessionAccess {
  user: SessionUser;
  role: string;
}

export interface TopUpResult {
  refill: Refill;
  total: number;
}

export interface UploadedFile {
  name: string;
  url: string;
  type: string;
  size: number;
}

/** The 400 body of the API: a message plus one Spanish text per bad field. */
export interface ApiValidationError {
  message: string;
  errors: Record<string, string>;
}

/** Fields a client sends to create an entity: no id, no server-kept fields. */
export type CampaignInput = Omit<Campaign, 'id' | 'createdAt'>;
export type ProductInput = Omit<Product, 'id' | 'createdAt'>;
export type CategoryInput = Omit<Category, 'id' | 'createdAt'>;
export type ProfileInput = Omit<Profile, 'id' | 'createdAt'>;
export type KnowledgeBaseInput = Pick<KnowledgeBase, 'name'>;
export type QuestionInput = Pick<QuestionAnswer, 'question' | 'answers' | 'listId'>;
export type {
  AreaDescription,
  AreaMenuGroup,
  AreaMenuLink,
  AreaSearchProvider,
  RegisteredRemote,
  RemoteArea,
  RemoteRegistry,
} from 'federation-contract';
