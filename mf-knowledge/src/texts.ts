/** The knowledge screens' own wording (SPEC.md's quoted messages come from shared-ui texts). */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const questionCount = (n: number) => plural(n, 'pregunta', 'preguntas');

export const crumbs = {
  home: { title: 'Inicio', to: '/dashboard' },
  area: 'Base de conocimiento',
};

export const common = {
  create: 'Crear',
  edit: 'Editar',
  delete: 'Eliminar',
  save: 'Guardar',
  cancel: 'Cancelar',
  actions: 'Acciones',
  toList: 'Ir al listado',
  keepEditing: 'Seguir editando',
};

export const baseTexts = {
  listTitle: 'Bases de conocimiento',
  createTitle: 'Crear base de conocimiento',
  editTitle: 'Editar base de conocimiento',
  create: 'Crear base',
  name: 'Nombre',
  namePlaceholder: 'Ej.: Preguntas frecuentes de facturación',
  questions: 'Preguntas',
  seeQuestions: 'Ver preguntas',
  addQuestions: 'Agregar preguntas',
  searchPlaceholder: 'Buscar por nombre',
  empty: 'No hay bases de conocimiento',
  noMatch: 'Ninguna base coincide con la búsqueda',
  countNote: 'El número de preguntas se actualiza solo al crear, mover o eliminar preguntas.',
  countOf: (n: number) => `Esta base tiene ${questionCount(n)}.`,
  created: 'Base de conocimiento creada',
  updated: 'Base de conocimiento actualizada',
  createAnother: 'Crear otra',
  deleteTitle: (name: string) => `¿Eliminar la base «${name}»?`,
  deleteEmpty: 'Esta acción no se puede deshacer.',
  deleteWithQuestions: (n: number) =>
    `Esta base todavía tiene ${questionCount(n)}. Si la elimina, ${
      n === 1 ? 'su pregunta también se eliminará' : 'sus preguntas también se eliminarán'
    }. ¿Desea eliminarla junto con ${n === 1 ? 'su pregunta' : 'sus preguntas'}?`,
  deleteBoth: 'Eliminar base y preguntas',
  deleted: (name: string, questions: number) =>
    questions > 0
      ? `Se eliminó la base «${name}» y ${questionCount(questions)}`
      : `Se eliminó la base «${name}»`,
};

export const questionTexts = {
  listTitle: 'Preguntas y respuestas',
  createTitle: 'Crear pregunta y respuesta',
  editTitle: 'Editar pregunta y respuesta',
  create: 'Crear pregunta',
  question: 'Pregunta',
  answer: 'Respuesta',
  base: 'Base de conocimiento',
  allBases: 'Todas las bases',
  searchPlaceholder: 'Buscar en preguntas y respuestas',
  empty: 'No hay preguntas registradas',
  emptyInBase: 'Esta base no tiene preguntas',
  noMatch: 'Ninguna pregunta coincide con la búsqueda',
  answerHint: (max: number) => `Máximo ${max} caracteres.`,
  noBases: 'Primero cree una base de conocimiento para poder agregar preguntas.',
  created: 'Pregunta creada',
  updated: 'Pregunta actualizada',
  createAnother: 'Crear otra',
  savedIn: (name: string) => `Guardada en la base «${name}».`,
  deleteTitle: '¿Eliminar esta pregunta?',
  deleted: 'Pregunta eliminada',
};
