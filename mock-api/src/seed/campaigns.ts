/** Twelve seed campaigns: active, inactive and draft, inbound and outbound. */
import { CHANNELS } from 'shared-ui/schemas';
import type { Campaign, CampaignStatus, ChannelQuantities } from 'shared-ui/types';
import { isoDate, stamp } from './time';

type Quantities = Partial<ChannelQuantities>;

interface Row {
  type: 1 | 2;
  name: string;
  description: string;
  status: CampaignStatus;
  /** Start and end, in days from today. */
  from: number;
  to: number;
  actions: Campaign['actions'];
  tags: string[];
  nivel?: 1 | 2;
  quantities: Quantities;
  profiles?: number[];
  products?: number[];
  knowledgebases?: number[];
  script?: string;
}

const ROWS: Row[] = [
  {
    type: 1,
    name: 'Captación Fibra Hogar Caracas',
    description: 'Atención de llamadas entrantes interesadas en planes de fibra',
    status: true,
    from: -40,
    to: 50,
    actions: ['Contratación'],
    tags: ['fibra', 'hogar', 'caracas'],
    nivel: 2,
    quantities: { actionCall: 1800, actionWebChat: 900, actionOparadores: 25 },
    profiles: [1, 2, 3],
    products: [1, 2, 3],
    knowledgebases: [1],
    script:
      'Buenos días, gracias por comunicarse con Conecta. ¿En qué zona de Caracas desea instalar su servicio de fibra?',
  },
  {
    type: 2,
    name: 'Renovación planes Pyme',
    description: 'Llamadas salientes a pymes con contrato por vencer',
    status: true,
    from: -25,
    to: 35,
    actions: ['Renovación'],
    tags: ['pyme', 'renovación'],
    quantities: { actionCall: 1200, actionEmails: 400, actionOparadores: 12 },
    profiles: [4, 5],
    products: [6, 7],
    knowledgebases: [2],
  },
  {
    type: 1,
    name: 'Reservas instalación Maracaibo',
    description: 'Agenda de citas de instalación para clientes del Zulia',
    status: true,
    from: -20,
    to: 40,
    actions: ['Reserva'],
    tags: ['instalación', 'zulia'],
    nivel: 1,
    quantities: { actionCall: 900, actionSms: 1000 },
    profiles: [6],
    products: [2],
    knowledgebases: [3],
  },
  {
    type: 2,
    name: 'Venta cruzada Internet + Telefonía',
    description: 'Oferta de telefonía fija a clientes actuales de internet',
    status: true,
    from: -15,
    to: 45,
    actions: ['Contratación', 'Renovación'],
    tags: ['venta cruzada', 'telefonía'],
    quantities: { actionCall: 1500, actionSms: 1200, actionEmails: 300 },
    products: [12, 13],
  },
  {
    type: 1,
    name: 'Atención comercial Valencia',
    description: 'Línea comercial para Carabobo con agentes IA y humanos',
    status: true,
    from: -10,
    to: 80,
    actions: ['Contratación', 'Reserva'],
    tags: ['carabobo', 'comercial'],
    nivel: 1,
    quantities: { actionCall: 2000, actionIM: 800, actionOparadores: 18 },
    profiles: [7, 8],
    knowledgebases: [1, 2],
  },
  {
    type: 2,
    name: 'Recuperación de clientes 2026',
    description: 'Contacto a clientes que cancelaron en los últimos seis meses',
    status: false,
    from: -90,
    to: -5,
    actions: ['Renovación'],
    tags: ['recuperación'],
    quantities: { actionCall: 2200, actionEmails: 500 },
  },
  {
    type: 1,
    name: 'Promoción Satelital Rural',
    description: 'Consultas entrantes sobre internet satelital en zonas rurales',
    status: false,
    from: -70,
    to: 20,
    actions: ['Contratación'],
    tags: ['satelital', 'rural'],
    nivel: 2,
    quantities: { actionCall: 700, actionWebChat: 500 },
    products: [8, 9],
  },
  {
    type: 2,
    name: 'Encuesta de satisfacción Q3',
    description: 'Encuesta posventa por SMS y llamada a clientes residenciales',
    status: false,
    from: -60,
    to: -30,
    actions: ['Renovación'],
    tags: ['encuesta', 'posventa'],
    quantities: { actionSms: 1500, actionCall: 600 },
  },
  {
    type: 1,
    name: 'Migración cobre a fibra',
    description: 'Atención a clientes de cobre que migran a fibra óptica',
    status: false,
    from: -50,
    to: 30,
    actions: ['Contratación', 'Renovación'],
    tags: ['migración', 'fibra', 'cobre'],
    nivel: 1,
    quantities: { actionCall: 1000, actionEmails: 250 },
    products: [1, 11],
  },
  {
    type: 2,
    name: 'Lanzamiento Fibra 1 Gbps',
    description: 'Preventa del nuevo plan de 1 Gbps para clientes premium',
    status: 'draft',
    from: 10,
    to: 70,
    actions: ['Contratación'],
    tags: ['lanzamiento', '1 gbps'],
    quantities: { actionEmails: 500, actionSms: 800 },
  },
  {
    type: 1,
    name: 'Black Friday conectividad',
    description: 'Línea especial de ventas para la semana de Black Friday',
    status: 'draft',
    from: 5,
    to: 12,
    actions: ['Contratación', 'Reserva'],
    tags: ['black friday', 'ofertas'],
    nivel: 2,
    quantities: { actionCall: 2500, actionWebChat: 2500, actionOparadores: 40 },
  },
  {
    type: 2,
    name: 'Campaña Navidad Pyme',
    description: 'Ofertas navideñas de enlaces dedicados para pequeñas empresas',
    status: 'draft',
    from: 20,
    to: 50,
    actions: ['Contratación'],
    tags: ['navidad', 'pyme'],
    quantities: { actionEmails: 350, actionCall: 500 },
  },
];

const channelsOf = (quantities: Quantities) =>
  CHANNELS.filter((c) => quantities[c.field] != null).map((c) => c.label);

export const seedCampaigns = (now: Date): Campaign[] =>
  stamp(
    ROWS.map(
      (row): Omit<Campaign, 'id' | 'createdAt'> => ({
        typecampaing: row.type,
        name: row.name,
        description: row.description,
        objectives: 'Ventas',
        actions: row.actions,
        channels: channelsOf(row.quantities),
        tags: row.tags,
        nivel: row.type === 1 ? (row.nivel ?? 1) : null,
        initDate: isoDate(now, row.from),
        initHour: '08:00',
        finalitationDate: isoDate(now, row.to),
        finalitationHour: '18:00',
        frecuence: 'Repetir diariamente',
        profilesAssing: row.profiles ?? null,
        products: row.products ?? [],
        knowledgebases: row.knowledgebases ?? [],
        script: row.script ?? '',
        status: row.status,
        actionEmails: row.quantities.actionEmails ?? null,
        actionSms: row.quantities.actionSms ?? null,
        actionCall: row.quantities.actionCall ?? null,
        actionWebChat: row.quantities.actionWebChat ?? null,
        actionIM: row.quantities.actionIM ?? null,
        actionOparadores: row.quantities.actionOparadores ?? null,
      }),
    ),
    now,
    3,
    1,
  );
