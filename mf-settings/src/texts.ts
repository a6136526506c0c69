/** The settings screens' own wording (field labels come from the shared schemas). */
export const settingsTexts = {
  title: 'Configuración',
  breadcrumb: 'Administración',
  tabs: { voice: 'Configuración de voz', sms: 'Configuración SMS' },
  voiceSaved: 'Configuración de voz actualizada',
  smsSaved: 'Configuración SMS actualizada',
  passwordHint:
    'Deje vacío para conservar la contraseña actual; escríbala de nuevo si cambia el servidor, el puerto o el usuario',
  groups: {
    general: 'General',
    primary: 'Proxy primario',
    secondary: 'Proxy secundario',
    registration: 'Registro',
    linkTest: 'Prueba de enlace',
    gateway: 'Pasarela SMS',
    account: 'Cuenta',
  },
} as const;
