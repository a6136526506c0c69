/** Business constants and option lists of SPEC.md section 9, shared by forms, API and seed data. */

/**
 * A phone: below antd's `md` breakpoint (768 px), where antd's grid already puts form fields in one
 * column. The shell's frame and the shared lists lay out for it (usePhone).
 */
export const PHONE_MAX_WIDTH = 767.98;
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/**
 * Where the session lives (localStorage, or sessionStorage without 'remember me'): the store, and
 * the shell's build (index.html's first paint and first-load hints read it before any script).
 */
export const SESSION_KEY = 'bo.session';

/**
 * The longest an error report's fields may be (POST /client-errors): the API's schema refuses
 * more, and the shell's reporter cuts to them. Here, free of yup: the reporter loads with every page.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 2000,
  route: 200,
  area: 40,
  release: 40,
  /** How many times one tab saw the error before it was sent. */
  count: 10_000,
} as const;

export const LIMITS = {
  campaignName: 70,
  campaignDescription: 70,
  script: 1000,
  answer: 100,
  phoneDigits: 10,
  passwordMin: 8,
  bulkContacts: 100,
  uploadFiles: 5,
  uploadBytes: 2 * 1024 * 1024,
  shortText: 200,
  longText: 1000,
} as const;

export const CAMPAIGN_TYPES = [
  { value: 1, label: 'Inbound' },
  { value: 2, label: 'Outbound' },
] as const;

/** 1 is Inbound; 2 and any other value read as Outbound (SPEC.md section 3). */
export const campaignTypeLabel = (type: unknown): 'Inbound' | 'Outbound' =>
  type === 1 ? 'Inbound' : 'Outbound';

export const CAMPAIGN_LEVELS = [1, 2] as const;
export const OBJECTIVES = ['Ventas'] as const;
export const ACTIONS = ['Contratación', 'Renovación', 'Reserva'] as const;
export const FREQUENCIES = ['Repetir diariamente'] as const;

/** Per-channel quantity fields with their slider maxima. */
export const CHANNELS = [
  { field: 'actionEmails', label: 'Emails', max: 500 },
  { field: 'actionSms', label: 'SMS', max: 1500 },
  { field: 'actionCall', label: 'Llamadas telefónicas', max: 2500 },
  { field: 'actionWebChat', label: 'Web chat', max: 2500 },
  { field: 'actionIM', label: 'Mensajería instantánea', max: 2500 },
  { field: 'actionOparadores', label: 'Operadores', max: 2500 },
] as const;
export type ChannelField = (typeof CHANNELS)[number]['field'];

/** The parent categories; a product's sub-category is the name of a category record under its parent. */
export const PRODUCT_CATEGORIES = [{ value: 'telecom', label: 'Telecom' }] as const;
export const CURRENCIES = ['USD'] as const;
export const TECHNOLOGIES = [
  'Fibra Óptica',
  'Satelital',
  'Microondas',
  'HFC',
  'Cobre',
  'Antena',
] as const;
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

export const ROLES = ['Administrativo', 'Funcional', 'Agente'] as const;
export const DEFAULT_PROFILE_CAMPAIGN = 'Campaña 01';
export const PHONE_COUNTRY = { code: 'VE', dial: '+58' } as const;

export const OPERATORS = [
  { value: 'tmobile', label: 'T-Mobile' },
  { value: 'other', label: 'Otro' },
] as const;
export const VOICE_PROFILES = [
  { value: 'vp1', label: 'Perfil de voz 1' },
  { value: 'vp2', label: 'Perfil de voz 2' },
] as const;

export const PAYMENT_METHODS = [
  { value: 'transferencia', label: 'Transferencias bancarias' },
  { value: 'pago-movil', label: 'Pago móvil' },
  { value: 'tarjeta', label: 'Tarjeta de crédito y débito' },
  { value: 'zelle', label: 'Transferencias Zelle' },
  { value: 'efectivo', label: 'Efectivo electrónico' },
] as const;
export const TOP_UP_VERIFICATION_MINUTES = 5;

export const REPRESENTATIVE_AGES = [18, 19, 20, 21, 22] as const;
export const GENDERS = [
  { value: 'femenino', label: 'Femenino' },
  { value: 'masculino', label: 'Masculino' },
] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', 'Más de 1000'] as const;
