/** The profiles area's own labels and titles; SPEC.md's quoted texts come from shared-ui/texts. */
import { formatCount } from 'shared-ui/format';
import { DEFAULT_PROFILE_CAMPAIGN, LIMITS, PHONE_COUNTRY } from 'shared-ui/schemas';

export const fieldLabels = {
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Email',
  phone: 'Teléfono móvil',
  role: 'Tipo de rol',
  campain: 'Campaña',
} as const;

export const titles = {
  area: 'Perfiles y Roles',
  account: 'Información de cuenta',
  create: 'Crear perfil',
  list: 'Gestionar perfiles',
  edit: 'Editar perfil',
  bulk: 'Creación masiva de perfiles',
} as const;

export const profileTexts = {
  phoneHint: `${PHONE_COUNTRY.code} ${PHONE_COUNTRY.dial}, ${LIMITS.phoneDigits} dígitos`,
  campaignHint: `Los perfiles nuevos se asignan a ${DEFAULT_PROFILE_CAMPAIGN}`,
  save: 'Guardar',
  create: 'Crear perfil',
  created: 'Perfil creado correctamente',
  updated: 'Perfil actualizado correctamente',
  goDashboard: 'Ir al inicio',
  goCampaigns: 'Ir a campañas',
  goProfiles: 'Ir a perfiles',
  remove: 'Eliminar perfil',
  confirmRemove: '¿Eliminar este perfil?',
  confirmRemoveBody: 'El perfil dejará de estar disponible para las campañas.',
  checkEmail: 'Revisa tu correo electrónico',
  checkEmailBody:
    'Te enviamos un correo para confirmar la eliminación del perfil. La eliminación debe confirmarse desde ese correo.',
  edit: 'Editar',
  accessTitle: 'Acceso a la aplicación',
  accessNone: 'Este perfil no inicia sesión.',
  accessPending: 'Tiene acceso: aún no eligió su contraseña.',
  accessActive: 'Tiene acceso: inicia sesión con su email.',
  giveAccess: 'Dar acceso',
  removeAccess: 'Quitar acceso',
  confirmRemoveAccess: '¿Quitar el acceso a este perfil?',
  confirmRemoveAccessBody: 'No podrá iniciar sesión, y sus sesiones abiertas terminan en el acto.',
  accessRemoved: 'Acceso quitado',
  accessGiven: 'Acceso concedido',
  noMailServer:
    'No hay servidor de correo: entrega tú esta contraseña temporal a la persona. Solo se muestra ahora; al iniciar sesión deberá elegir la suya.',
  accessUser: 'Usuario',
  temporaryPassword: 'Contraseña temporal',
  understood: 'Entendido',
  search: 'Buscar por nombre',
  empty: 'No hay perfiles registrados',
  noMatches: 'Ningún perfil coincide con la búsqueda',
  shown: (shown: number, total: number) =>
    `Mostrando ${formatCount(shown)} de ${formatCount(total)} perfiles`,
} as const;

export const bulkTexts = {
  steps: ['Archivo', 'Contactos', 'Roles', 'Resumen'],
  uploadTitle: 'Haz clic o arrastra aquí el archivo CSV',
  uploadHint: `Columnas: nombre, apellido, email y telefono (${LIMITS.phoneDigits} dígitos). Separadas por coma o punto y coma. Máximo ${LIMITS.bulkContacts} contactos.`,
  sample: 'Descargar archivo de ejemplo',
  sampleName: 'contactos-ejemplo.csv',
  notCsv: 'El archivo debe ser un CSV (.csv)',
  unreadable: 'No se pudo leer el archivo',
  missingColumns: (columns: string[]) => `Faltan columnas en el archivo: ${columns.join(', ')}`,
  malformed: 'Fila mal formada (revise las comillas)',
  fileRows: (file: string, total: number, bad: number) =>
    `${file}: ${total} ${total === 1 ? 'contacto' : 'contactos'}${bad > 0 ? `, ${bad} con errores (no se pueden seleccionar)` : ''}`,
  selected: (n: number) => `${n} ${n === 1 ? 'contacto seleccionado' : 'contactos seleccionados'}`,
  status: 'Estado',
  valid: 'Válido',
  row: 'Fila',
  permission: 'Confirmo que los contactos seleccionados aceptaron recibir estos permisos',
  back: 'Atrás',
  next: 'Siguiente',
  anotherFile: 'Cargar otro archivo',
  create: 'Crear perfiles',
  cancel: 'Cancelar',
  done: 'Perfiles creados correctamente',
  summary: (count: number, roles: string[]) =>
    `Se crearon ${count} ${count === 1 ? 'perfil' : 'perfiles'} con ${roles.length === 1 ? 'el rol' : 'los roles'} ${roles.join(', ')}.`,
  contacts: 'Contactos',
  roles: 'Roles',
  goProfiles: 'Ver perfiles',
  close: 'Cerrar',
  serverRows: 'El servidor rechazó algunas filas; corrígelas o desmárcalas y vuelve a intentarlo.',
} as const;

export const accountTexts = {
  company: 'Datos de la empresa',
  representative: 'Representante de la empresa',
  security: 'Acceso y seguridad',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
  passwordHint:
    'Al menos 8 caracteres, con una letra minúscula, una mayúscula y uno de estos símbolos: @#$%^&+*=',
  passwordSaved: 'Contraseña actualizada',
  companySaved: 'Datos de la empresa actualizados',
  representativeSaved: 'Datos del representante actualizados',
} as const;
