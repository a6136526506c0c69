/** Seed categories and products (Venezuelan internet plans), plus a bulk generator for benches. */
import type { Category, Product } from 'shared-ui/types';
import { isoDate, random, stamp } from './time';

type NewProduct = Omit<Product, 'id' | 'createdAt'>;

// The managed categories are the sub-categories of 'telecom'; products name one of them.
const INTERNET = 'Servicios de internet';
const HOME = 'Internet residencial';
const BUSINESS = 'Internet empresarial';
const DEDICATED = 'Enlaces dedicados';

const CATEGORIES: Omit<Category, 'id' | 'createdAt'>[] = [
  { name: INTERNET, category: 'telecom', status: true },
  { name: HOME, category: 'telecom', status: true },
  { name: BUSINESS, category: 'telecom', status: true },
  { name: DEDICATED, category: 'telecom', status: true },
  { name: 'Telefonía fija', category: 'telecom', status: false },
];

export const seedCategories = (now: Date): Category[] => stamp(CATEGORIES, now, 20, 30);

/** [name, presentation, sub-category, technologies, price, inventory, state, municipality, urbanization, active] */
type Row = [string, string, string, string[], number, number, string, string, string, boolean];

const ROWS: Row[] = [
  [
    'Fibra Hogar 100 Mbps',
    'Fibra Hogar 100',
    HOME,
    ['Fibra Óptica'],
    25,
    500,
    'Miranda',
    'Sucre',
    'Los Dos Caminos',
    true,
  ],
  [
    'Fibra Hogar 300 Mbps',
    'Fibra Hogar 300',
    HOME,
    ['Fibra Óptica'],
    35,
    420,
    'Distrito Capital',
    'Libertador',
    'La Candelaria',
    true,
  ],
  [
    'Fibra Hogar 600 Mbps',
    'Fibra Hogar 600',
    HOME,
    ['Fibra Óptica'],
    49.9,
    260,
    'Miranda',
    'Chacao',
    'Altamira',
    true,
  ],
  [
    'Fibra Hogar 1 Gbps',
    'Fibra Hogar 1000',
    HOME,
    ['Fibra Óptica'],
    79.9,
    120,
    'Miranda',
    'Baruta',
    'Las Mercedes',
    true,
  ],
  [
    'HFC Plus 200 Mbps',
    'HFC Plus 200',
    HOME,
    ['HFC'],
    29.5,
    300,
    'Carabobo',
    'Valencia',
    'El Viñedo',
    true,
  ],
  [
    'Fibra Pyme 500 Mbps',
    'Pyme 500',
    BUSINESS,
    ['Fibra Óptica'],
    89,
    150,
    'Zulia',
    'Maracaibo',
    'Bella Vista',
    true,
  ],
  [
    'Fibra Pyme Simétrica 1 Gbps',
    'Pyme 1000 Simétrico',
    BUSINESS,
    ['Fibra Óptica'],
    149,
    80,
    'Lara',
    'Iribarren',
    'Nueva Segovia',
    true,
  ],
  [
    'Satelital Rural 25 Mbps',
    'Satelital 25',
    INTERNET,
    ['Satelital', 'Antena'],
    59,
    90,
    'Bolívar',
    'Caroní',
    'Alta Vista',
    true,
  ],
  [
    'Satelital Plus 50 Mbps',
    'Satelital 50',
    INTERNET,
    ['Satelital', 'Antena'],
    85,
    60,
    'Mérida',
    'Libertador',
    'Belén',
    false,
  ],
  [
    'Microondas Empresarial 50 Mbps',
    'Microondas 50',
    BUSINESS,
    ['Microondas', 'Antena'],
    120,
    40,
    'Anzoátegui',
    'Sotillo',
    'Puerto La Cruz',
    true,
  ],
  [
    'Cobre ADSL 10 Mbps',
    'ADSL 10',
    INTERNET,
    ['Cobre'],
    12,
    200,
    'Aragua',
    'Girardot',
    'La Soledad',
    false,
  ],
  [
    'Enlace dedicado 100 Mbps',
    'Dedicado 100',
    DEDICATED,
    ['Fibra Óptica', 'Microondas'],
    320,
    25,
    'Distrito Capital',
    'Libertador',
    'San Bernardino',
    true,
  ],
  [
    'Telefonía IP Oficina',
    'Voz IP 10 líneas',
    BUSINESS,
    ['Fibra Óptica', 'HFC'],
    45,
    180,
    'Carabobo',
    'Naguanagua',
    'La Granja',
    false,
  ],
  [
    'Antena 4G Hogar',
    'Antena 4G',
    INTERNET,
    ['Antena'],
    19.9,
    350,
    'Táchira',
    'San Cristóbal',
    'Pueblo Nuevo',
    false,
  ],
  [
    'HFC Hogar 100 Mbps',
    'HFC Hogar 100',
    HOME,
    ['HFC', 'Cobre'],
    22,
    410,
    'Nueva Esparta',
    'Maneiro',
    'Pampatar',
    false,
  ],
];

const product = (row: Row, now: Date, offset: number): NewProduct => {
  const [
    name,
    presentation,
    subCategory,
    technologies,
    price,
    inventory,
    state,
    municipality,
    urbanization,
    active,
  ] = row;
  return {
    name,
    description: `Plan ${name} con instalación incluida y soporte técnico 24/7`,
    category: 'telecom',
    sub_category: subCategory,
    otherCategories: technologies,
    initDate: isoDate(now, -120 + offset),
    finalitationDate: isoDate(now, 240 + offset),
    currency: 'USD',
    name_presentation: presentation,
    price,
    inventary: inventory,
    geographic: state === 'Distrito Capital' || state === 'Miranda' ? 'Gran Caracas' : 'Regional',
    for_state: 'Sí',
    state,
    municipalities: municipality,
    urbanizations: urbanization,
    status: active,
    image: null,
    images: [],
  };
};

export const seedProducts = (now: Date): Product[] =>
  stamp(
    ROWS.map((row, i) => product(row, now, i)),
    now,
    2,
    1,
  );

/** `count` varied products after the seed ones (ids from `firstId`), newest first. */
export const manyProducts = (count: number, now: Date, firstId = ROWS.length + 1): Product[] => {
  const next = random(count);
  const items: Product[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = ROWS[Math.floor(next() * ROWS.length)] as Row;
    const base = product(row, now, i % 30);
    items.push({
      id: firstId + i,
      ...base,
      name: `${base.name} · lote ${i + 1}`,
      price: Math.round((base.price + next() * 20) * 100) / 100,
      inventary: Math.floor(next() * 1000),
      status: next() < 0.8,
      createdAt: new Date(now.getTime() - (count - i) * 1000).toISOString(),
    });
  }
  return items.reverse();
};
