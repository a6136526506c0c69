/** Twelve seed operator profiles with roles. */
import type { Profile } from 'shared-ui/types';
import { stamp } from './time';

/** [name, lastName, phone, roles, campaign] */
type Row = [string, string, string, Profile['role'], string];

const ROWS: Row[] = [
  ['María', 'González', '4141234501', ['Administrativo'], 'Captación Fibra Hogar Caracas'],
  ['José', 'Rodríguez', '4241234502', ['Agente'], 'Captación Fibra Hogar Caracas'],
  ['Andreína', 'Pérez', '4121234503', ['Agente', 'Funcional'], 'Captación Fibra Hogar Caracas'],
  ['Luis', 'Hernández', '4161234504', ['Funcional'], 'Renovación planes Pyme'],
  ['Gabriela', 'Martínez', '4261234505', ['Agente'], 'Renovación planes Pyme'],
  ['Carlos', 'Ramírez', '4141234506', ['Agente'], 'Reservas instalación Maracaibo'],
  [
    'Valentina',
    'Díaz',
    '4241234507',
    ['Administrativo', 'Funcional'],
    'Atención comercial Valencia',
  ],
  ['Miguel', 'Torres', '4121234508', ['Agente'], 'Atención comercial Valencia'],
  ['Daniela', 'Rojas', '4161234509', ['Funcional'], 'Campaña 01'],
  ['Alejandro', 'Suárez', '4261234510', ['Agente'], 'Campaña 01'],
  ['Isabel', 'Castillo', '4141234511', ['Administrativo', 'Funcional', 'Agente'], ''],
  ['Ricardo', 'Mora', '4241234512', ['Agente'], ''],
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const seedProfiles = (now: Date): Profile[] =>
  stamp(
    ROWS.map(([name, lastName, phone, role, campain]) => ({
      name,
      lastName,
      email: `${plain(name)}.${plain(lastName)}@conectatel.com.ve`,
      phone,
      role,
      campain,
    })),
    now,
    2,
    2,
  );
