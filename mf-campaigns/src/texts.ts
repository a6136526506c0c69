/** The campaigns screens' own wording (SPEC.md's quoted messages and field rules come from shared-ui). */
export const campaignTexts = {
  crumbs: { area: 'Campañas', list: 'Gestionar campañas' },
  list: {
    title: 'Gestionar campañas',
    tabs: { active: 'Activas', inactive: 'Inactivas', draft: 'En borrador' },
    empty: {
      active: 'No hay campañas activas',
      inactive: 'No hay campañas inactivas',
      draft: 'No hay campañas en borrador',
    },
    columns: {
      name: 'Nombre',
      type: 'Tipo',
      dates: 'Fechas',
      channels: 'Canales',
      cost: 'Costo diario / total',
      actions: 'Acciones',
    },
  },
  actions: {
    activate: 'Activar',
    suspend: 'Suspender',
    activated: 'Campaña activada',
    suspended: 'Campaña suspendida',
    deleteTitle: (count: number) =>
      `¿Eliminar ${count === 1 ? 'la campaña seleccionada' : `las ${count} campañas seleccionadas`}?`,
    deleteBody:
      'Las campañas en borrador se eliminan definitivamente; las demás pasan a En borrador.',
    deleted: (count: number) => (count === 1 ? 'Campaña eliminada' : 'Campañas eliminadas'),
    resultLabel: 'Resultado por campaña',
    results: {
      deleted: 'eliminada definitivamente',
      draft: 'movida a En borrador',
      failed: 'no se pudo eliminar',
    },
  },
  create: {
    title: 'Crear campaña',
    steps: {
      type: 'Tipo de campaña',
      data: 'Datos de la campaña',
      schedule: 'Programación y canales',
    },
    next: 'Siguiente',
    created: 'Campaña creada',
    toList: 'Ir a gestionar campañas',
    another: 'Crear otra campaña',
  },
  edit: {
    title: 'Editar campaña',
    tabs: {
      data: 'Datos de la campaña',
      profiles: 'Asociar perfiles',
      clients: 'Asociar clientes',
      products: 'Asociar productos',
      knowledge: 'Base de conocimiento',
    },
    saved: 'Campaña actualizada',
    scriptSaved: 'Script guardado',
    figures: { type: 'Tipo', dailyCost: 'Costo diario', balance: 'Saldo disponible' },
  },
  profilesPage: { title: 'Asociar perfiles' },
  fields: {
    type: 'Tipo de campaña',
    typeHelp: {
      1: 'Atiende las llamadas y mensajes que llegan de sus clientes.',
      2: 'Contacta a sus clientes con llamadas, SMS y correos salientes.',
    },
    name: 'Nombre de la campaña',
    objectives: 'Objetivo',
    description: 'Descripción',
    actions: 'Acciones',
    tags: 'Tags o etiquetas',
    tagsPlaceholder: 'Escriba y pulse Enter',
    level: 'Nivel de servicio',
    initDate: 'Fecha de inicio',
    initHour: 'Hora de inicio',
    finalDate: 'Fecha de finalización',
    finalHour: 'Hora de finalización',
    frequency: 'Frecuencia',
  },
  associations: {
    loadFailed: 'No se pudo cargar la lista',
    retry: 'Reintentar',
    profiles: {
      label: 'Perfiles asociados',
      saved: 'Perfiles asociados a la campaña',
      empty: 'No hay perfiles creados',
    },
    products: {
      label: 'Productos asociados',
      saved: 'Productos asociados a la campaña',
      empty: 'No hay productos creados',
    },
    knowledge: {
      label: 'Bases de conocimiento asociadas',
      saved: 'Bases de conocimiento asociadas a la campaña',
      empty: 'No hay bases de conocimiento creadas',
    },
    questions: (count: number) => `${count} preguntas`,
  },
} as const;
