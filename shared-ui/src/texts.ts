/** Every Spanish text SPEC.md quotes, kept once so screens, schemas and tests cannot drift. */

export const validation = {
  login: {
    username: 'Ingrese su Usuario!',
    password: 'Ingrese su Contraseña!',
    invalid: 'Invalid email or password...',
  },
  topUp: {
    amountRequired: 'Por favor ingresa el monto',
    amountPositive: 'Este campo debe ser mayor a 0',
    transactionRequired: 'Por favor ingresa el No. de transacción',
    methodRequired: 'Por favor selecciona el método de pago',
    methodUnknown: 'Selecciona uno de los métodos de pago de la lista',
    amountMax: 'El monto máximo por recarga es USD 1.000.000',
  },
  campaign: {
    type: 'Por favor ingresa el tipo de campaña',
    name: 'Debes colocar el nombre de la campaña',
    description: 'Debes colocar una descripción de la campaña',
    objectives: 'Por favor ingresa los objetivos',
    actions: 'Por favor ingrese las Acciones',
    tags: 'Por favor ingrese las Tags o etiquetas',
    level: 'Por favor ingresa el nivel',
    initDate: 'Debe indicar la fecha de inicio',
    initHour: 'Debe indicar la hora de inicio',
    endDate: 'Debe indicar la fecha de finalización:',
    endHour: 'Debe indicar la hora de finalización:',
    endAfterStart: 'La finalización debe ser posterior al inicio',
    frequency: 'Por favor ingresa la frecuencia',
    profiles: 'Selecciona uno o más perfiles',
    script: 'Introduzca el script de la campaña:',
  },
  product: {
    name: 'Por favor ingresa el nombre del producto',
    description: 'Por favor ingresa la descripción del producto',
    category: 'Por favor selecciona la categoría',
    subCategory: 'Por favor selecciona la sub-categoría',
    otherCategories: 'Por favor selecciona otras características',
    initDate: 'Por favor ingresa la fecha de inicio',
    endDate: 'Por favor ingresa la fecha de finalización',
    endAfterStart: 'La fecha de finalización debe ser posterior a la de inicio',
    currency: 'Por favor selecciona la moneda',
    presentation: 'Por favor ingresa el nombre de presentación',
    price: 'Por favor ingresa el precio',
    inventory: 'Por favor ingresa el inventario',
    notNegative: 'Debe ser un número mayor o igual a 0',
    geographic: 'Por favor ingresa la cobertura geográfica',
    forState: 'Por favor ingresa la cobertura por estado',
    state: 'Por favor ingresa el estado',
    municipalities: 'Por favor ingresa los municipios',
    urbanizations: 'Por favor ingresa las urbanizaciones',
    images: 'Máximo 5 archivos',
    imageUrl: 'Solo se admiten archivos subidos a esta aplicación',
  },
  category: {
    name: 'Por favor ingresa el nombre de la categoría',
    parent: 'Por favor selecciona la categoría',
  },
  profile: {
    name: 'Por favor ingresa tu nombre',
    lastName: 'Por favor ingresa tu apellido',
    email: 'Por favor ingresa tu email',
    role: 'Por favor ingrese Tipo de rol',
    phoneRequired: 'Por favor ingresa tu movil',
    phoneIncomplete: 'Número incompleto',
    phoneNumeric: 'Este campo debe ser numerico',
  },
  password: {
    format: 'Debe cumplir el formato especificado',
    mismatch: 'Las contraseñas no coinciden',
    confirmRequired: 'Confirme su nueva contraseña!',
    newRequired: 'Ingrese su nueva contraseña!',
    currentRequired: 'Ingrese su contraseña!',
  },
  account: {
    emailRequired: 'Ingrese su correo electrónico!',
  },
  bulk: {
    permission: 'Por favor acepte los permiso',
    roles: 'Por favor ingrese Tipo de rol',
    tooMany: 'El archivo admite como máximo 100 contactos',
    empty: 'El archivo no contiene contactos',
  },
  knowledgeBase: {
    name: 'Por favor ingresa el nombre de la base de conocimiento',
  },
  question: {
    question: 'Por favor ingresa la pregunta',
    answers: 'Por favor ingresa la respuesta',
    listId: 'Por favor selecciona la base de conocimiento',
  },
  clientError: {
    code: 'Código de error no válido',
    area: 'Área no válida',
    release: 'Versión no válida',
    route: 'Ruta no válida: debe empezar por /',
    phase: 'Fase no válida: load, render, data o runtime',
    message: 'Falta el mensaje del error',
    count: 'Debe ser un número entero entre 1 y 10000',
  },
  common: {
    email: 'Ingrese un correo electrónico válido',
    numeric: 'Este campo debe ser numerico',
    invalidDate: 'Fecha inválida',
    invalidHour: 'Hora inválida',
    invalidOption: 'Opción no válida',
    port: 'Debe ser un puerto entre 1 y 65535',
    positiveInteger: 'Debe ser un número entero mayor a 0',
    maxChars: (max: number) => `Máximo ${max} caracteres`,
    required: 'Este campo es obligatorio',
  },
} as const;

export const errors = {
  sendTitle: 'Error al enviar la informacion',
  sendBody:
    'Ha ocurrido un error al contactarse con el servidor por favor comuniquese con el administrador del sistema.',
  back: 'Volver',
  unexpected: 'Oops, a ocurrido un error inesperado.',
  notFound: 'Oops, Página no encontrada - 404',
  goToDashboard: 'Ir al inicio',
  /** Under the error page's title, before the code the user reads out to support. */
  codeLabel: 'Código de error:',
} as const;

export const labels = {
  noNotifications: 'Sin notificaciones',
  noInformation: 'Sin información',
  superAdmin: 'Super Admin',
  unassigned: 'Sin asignar',
  editInformation: 'Editar información',
  cancelEdit: 'Cancelar Edición',
  register: 'Registrate',
  recover: 'Recuperar',
  deleteSelected: 'Eliminar seleccionada(s)',
  showMore: 'Mostrar más registros',
  bulkCreate: 'Creación masiva',
  createAnotherProfile: 'Crear otro perfil',
  controlPanel: 'Control de gestión',
  searchPlaceholder: '¿Qué estás buscando?',
  loading: 'Cargando…',
  /** A select's options could not be read from the API. */
  optionsFailed: 'No se pudo cargar la lista',
} as const;

export const uploads = {
  success: (file: string) => `${file} file uploaded successfully`,
  failure: (file: string) => `${file} file upload failed.`,
} as const;

export const api = {
  unauthorized: 'Sesión no válida o expirada',
  notFound: 'Recurso no encontrado',
  invalidBody: 'Datos inválidos',
  malformedJson: 'El cuerpo de la petición no es JSON válido',
  tooLarge: 'El cuerpo de la petición es demasiado grande',
  uploadType: 'Tipo de archivo no permitido: solo png, jpg, jpeg o pdf',
  uploadSize: 'Cada archivo puede pesar como máximo 2 MB',
  uploadCount: 'Se permiten como máximo 5 archivos',
  uploadQuota: (megabytes: number) =>
    `La empresa ya guarda ${megabytes} MB de archivos: quite imágenes que no use e inténtelo de nuevo`,
  uploadNone: 'No se recibió ningún archivo',
  internal: 'Error interno del servidor',
  emptyPatch: 'No se envió ningún campo para actualizar',
  unknownIds: 'Alguno de los elementos seleccionados no existe',
  unknownKnowledgeBase: 'La base de conocimiento no existe',
  unknownSubCategory: 'La sub-categoría no existe en la categoría elegida',
  duplicateCategory: 'Ya existe una categoría con ese nombre',
  settingsEmpty: 'Envíe los campos de la configuración de voz o de SMS',
  settingsPasswordAgain:
    'Escriba de nuevo la contraseña para cambiar el servidor, el puerto o el usuario',
  invalidRows: (rows: number[]) =>
    `Datos inválidos en ${rows.length === 1 ? 'la fila' : 'las filas'} ${rows.join(', ')}`,
  profileEmailTaken: 'Ya existe un perfil con este email',
  profileEmailRepeated: 'Este email está repetido en el archivo',
  registered: 'Cuenta creada correctamente',
  recoverSent:
    'Si el correo está registrado, recibirá las instrucciones para recuperar su contraseña',
  wrongPassword: 'La contraseña actual no es correcta',
  passwordChanged: 'Contraseña actualizada correctamente',
  balanceForbidden:
    'El saldo solo cambia con una recarga o con una corrección del proveedor: ninguna sesión puede fijarlo',
  forbidden: 'No tienes permiso para realizar esta acción.',
  mustChangePassword: 'Debes cambiar tu contraseña temporal antes de continuar.',
  samePassword: 'La nueva contraseña debe ser distinta de la temporal',
  lastAdministrator:
    'La empresa debe conservar al menos un Administrativo con acceso: da acceso con ese rol a otro perfil antes de quitárselo a este.',
  accessExists: 'Este perfil ya tiene acceso.',
  accessEmailTaken:
    'Otra cuenta ya inicia sesión con este email: no se puede dar acceso a este perfil.',
  balanceCap: 'Con esta recarga el saldo superaría el máximo permitido (USD 1.000.000.000.000)',
} as const;

/** The prompt before leaving a form with unsaved changes. */
export const unsaved = {
  title: 'Tiene cambios sin guardar. ¿Desea salir sin guardarlos?',
  leave: 'Salir sin guardar',
  stay: 'Seguir editando',
} as const;

/** What a person sees of their permissions: a page they may not open, a password to choose. */
export const access = {
  forbidden: 'No tienes permiso para ver esta página.',
  choosePasswordTitle: 'Elige tu contraseña',
  choosePasswordIntro:
    'Iniciaste sesión con una contraseña temporal. Elige la tuya para continuar: la temporal deja de servir.',
  temporaryPassword: 'Contraseña temporal',
  choosePassword: 'Guardar y continuar',
} as const;

/** Session messages on the login page. */
export const session = {
  expired: 'Su sesión expiró. Inicie sesión nuevamente.',
} as const;

/** Recovering from failed loads and a lost connection. */
export const recovery = {
  retry: 'Reintentar',
  unreachable:
    'No se puede conectar con el servidor. Revise su conexión: los datos se recargarán cuando vuelva.',
  staleList: 'No se pudo actualizar la lista: se muestran los datos anteriores.',
} as const;

/** An area's releases as an open tab meets them (the shell's notices and its error page). */
export const releases = {
  newVersion: 'Hay una nueva versión disponible.',
  update: 'Actualizar',
  override: (area: string, origin: string) => `Área ${area} desde ${origin}`,
  turnOff: 'Desactivar',
  registryUnavailable:
    'No se pudieron cargar las áreas de la aplicación. El panel funciona; las áreas volverán en cuanto respondan.',
  incompatibleTitle: 'Esta área no se puede abrir.',
  incompatible: (area: string) =>
    `La versión publicada de ${area} necesita librerías que esta aplicación no tiene. Avise al equipo del área; el resto de la aplicación funciona con normalidad.`,
} as const;

/** The product's name, in every tab title ('Productos · Back-office de campañas'). */
export const APP_NAME = 'Back-office de campañas';
