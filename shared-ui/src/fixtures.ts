/** Valid sample payloads, for tests of the schemas, the API and the screens. */
import type { CampaignData } from './schemas/campaign';

export const validCampaign = {
  typecampaing: 1,
  name: 'Ventas fibra Caracas',
  description: 'Campaña de captación',
  objectives: 'Ventas',
  actions: ['Contratación'],
  tags: ['fibra'],
  nivel: 2,
  initDate: '2026-12-01',
  initHour: '08:00',
  finalitationDate: '2026-12-31',
  finalitationHour: '18:00',
  frecuence: 'Repetir diariamente',
  actionEmails: 100,
  actionSms: null,
  actionCall: null,
  actionWebChat: null,
  actionIM: null,
  actionOparadores: 10,
} satisfies CampaignData;

export const validProduct = {
  name: 'Fibra 300 Mbps',
  description: 'Plan residencial',
  category: 'telecom',
  sub_category: 'Servicios de internet',
  otherCategories: ['Fibra Óptica'],
  initDate: '2026-01-01',
  finalitationDate: '2026-12-31',
  currency: 'USD',
  name_presentation: 'Fibra Hogar 300',
  price: 35,
  inventary: 100,
  geographic: 'Nacional',
  for_state: 'Sí',
  state: 'Miranda',
  municipalities: 'Sucre',
  urbanizations: 'Los Dos Caminos',
};

export const validProfile = {
  name: 'Ana',
  lastName: 'Pérez',
  email: 'ana.perez@example.com',
  phone: '4141234567',
  role: ['Agente'],
  campain: 'Campaña 01',
};
