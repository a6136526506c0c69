/** Seed company, representative and the demo login's session user (Carolina Méndez). */
import type { Company, Profile, Representative, SessionUser } from 'shared-ui/types';

export const DEMO_USERNAME = 'admin';
export const DEMO_PASSWORD = 'Admin123*';
export const DEMO_EMAIL = 'carolina.mendez@conectatel.com.ve';

export const company: Company = {
  razon_social: 'Conecta Telecomunicaciones C.A.',
  rif: 'J-40123456-7',
  country: 'Venezuela',
  city: 'Caracas',
  address: 'Av. Francisco de Miranda, Torre Europa, piso 8, Chacao, Caracas 1060',
  size_org: '51-200',
  page_web: 'https://www.conectatel.com.ve',
  movil_org: '4142345678',
  phone_org: '2129531200',
  email: 'contacto@conectatel.com.ve',
  facebook: 'https://facebook.com/conectatelve',
  instagram: 'https://instagram.com/conectatelve',
  linkedin: 'https://linkedin.com/company/conectatel',
  twitter: 'https://x.com/conectatelve',
  sector: 'Telecomunicaciones',
  servicio: 'Internet residencial y empresarial',
  products: 'Fibra óptica, internet satelital y enlaces dedicados',
};

export const representative: Representative = {
  name: 'Carolina',
  lastName: 'Méndez',
  age: 22,
  gender: 'femenino',
  email_personal: 'carolina.mendez@gmail.com',
  mobile: '4241234567',
  country: 'Venezuela',
  city: 'Caracas',
  direction: 'Calle Los Laboratorios, Residencias El Ávila, apto 5B, Los Ruices',
  email_empresa: DEMO_EMAIL,
  cargo: 'Gerente de operaciones',
  movil_empresa: '4142345678',
  grupo_trabajo: 'Operaciones comerciales',
};

export const demoSessionUser: SessionUser = {
  id: 1,
  firstName: 'Carolina',
  lastName: 'Méndez',
  client_id: 1,
  email: DEMO_EMAIL,
  mobile: '4241234567',
  company: company.razon_social,
  locations: ['Caracas', 'Valencia', 'Maracaibo'],
  client_city: { name: 'Caracas', country: { name: 'Venezuela' } },
  client_locations: [{ address: company.address }],
  labor_data: {
    email: DEMO_EMAIL,
    post: 'Gerente de operaciones',
    group: 'Operaciones comerciales',
    phone: '2129531200',
  },
};

/** The session user of an account made through /auth/register, the first of its new company. */
export const registeredSessionUser = (
  id: number,
  email: string,
  companyId: number,
): SessionUser => ({
  id,
  firstName: email.split('@')[0] ?? email,
  lastName: '',
  client_id: companyId,
  email,
  mobile: '',
  // The company fills its data in later ('Información de la cuenta').
  company: '',
  locations: [],
  client_city: { name: '', country: { name: '' } },
  client_locations: [],
  labor_data: { email, post: '', group: '', phone: '' },
});

/** The session user of a profile given access: its person, in its company (`id` set once stored). */
export const profileSessionUser = (
  profile: Pick<Profile, 'name' | 'lastName' | 'email' | 'phone' | 'campain'>,
  companyId: number,
  company: Company,
): SessionUser => ({
  id: 0,
  firstName: profile.name,
  lastName: profile.lastName,
  client_id: companyId,
  email: profile.email,
  mobile: profile.phone,
  company: company.razon_social,
  locations: company.city ? [company.city] : [],
  client_city: { name: company.city, country: { name: company.country } },
  client_locations: company.address ? [{ address: company.address }] : [],
  labor_data: { email: profile.email, post: '', group: profile.campain, phone: company.phone_org },
});

/** A new company's data, to fill in: every text empty. */
export const blankCompany = (): Company => ({
  razon_social: '',
  rif: '',
  country: '',
  city: '',
  address: '',
  size_org: '',
  page_web: '',
  movil_org: '',
  phone_org: '',
  email: '',
  facebook: '',
  instagram: '',
  linkedin: '',
  twitter: '',
  sector: '',
  servicio: '',
  products: '',
});

/** A new company's representative, to fill in: every text empty, no age. */
export const blankRepresentative = (): Representative => ({
  name: '',
  lastName: '',
  age: null,
  gender: '',
  email_personal: '',
  mobile: '',
  country: '',
  city: '',
  direction: '',
  email_empresa: '',
  cargo: '',
  movil_empresa: '',
  grupo_trabajo: '',
});
