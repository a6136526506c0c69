// The Spanish wording of the operators' screen 'Estado de las áreas' (pages/status).
import type { ClientErrorPhase } from 'shared-ui/schemas';

export const statusTexts = {
  title: 'Estado de las áreas',
  refresh: 'Actualizar',
  /** The shell's own row and label: the frame every area runs in. */
  shellArea: 'Shell (marco de la aplicación)',
  unknownRelease: 'Desconocida',
  /** This tab has not loaded the area. */
  notLoaded: '—',
  notLoadedHint: 'Esta pestaña no ha cargado el área',
  /** This tab runs another release than the one published (it moves on its next visit). */
  olderInTab: 'Otra versión',
  olderInTabHint:
    'Esta pestaña usa otra versión; pasará a la publicada en su próxima visita al área',
  noError: 'Ninguno',
} as const;

/** The first table: one row per area. */
export const areaTexts = {
  heading: 'Áreas',
  hint: 'Pulse un área para ver solo sus errores. «Errores (24 h)» cuenta los informes recibidos en las últimas 24 horas; entre paréntesis, cuántas veces se repitieron en total.',
  area: 'Área',
  release: 'Versión publicada',
  tabRelease: 'Versión en esta pestaña',
  errors: 'Errores (24 h)',
  errorsHelp:
    'Informes recibidos en las últimas 24 horas. Un informe agrupa las repeticiones del mismo error en una pestaña: su total va entre paréntesis y en la columna «Veces» de la lista.',
  times: (n: number) => `(${n} ${n === 1 ? 'vez' : 'veces'})`,
  lastError: 'Último error',
} as const;

/** The second list: the error reports of the last 24 hours. */
export const reportTexts = {
  heading: 'Errores de las últimas 24 horas',
  date: 'Fecha',
  area: 'Área',
  release: 'Versión',
  areaAndRelease: 'Área y versión',
  phase: 'Fase',
  route: 'Ruta',
  message: 'Mensaje',
  code: 'Código',
  count: 'Veces',
  stack: 'Traza',
  showStack: 'Ver traza',
  copyStack: 'Copiar traza',
  copied: 'Traza copiada',
  filterArea: 'Filtrar por área',
  allAreas: 'Todas las áreas',
  searchPlaceholder: 'Buscar por mensaje, código o ruta',
  empty: 'Sin errores en las últimas 24 horas',
  emptyInArea: (area: string) => `Sin errores de ${area} en las últimas 24 horas`,
  noMatch: 'Ningún error coincide con la búsqueda',
  /** The start of the CSV file's name ('errores-24h-2026-11-23.csv'). */
  csvName: 'errores-24h',
} as const;

/** Where an error happened, as the list names it. */
export const PHASE_LABELS: Record<ClientErrorPhase, string> = {
  load: 'Carga del área',
  render: 'Dibujo de la página',
  data: 'Carga de datos',
  runtime: 'Ejecución',
};
