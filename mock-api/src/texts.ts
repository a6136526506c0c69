/** The API's own Spanish answers that no screen shows (the shared ones live in shared-ui/texts). */
export const apiTexts = {
  uploadMalformed: 'La petición de subida no es un formulario multipart válido',
  tooManyRequests: (minutes: number) =>
    `Demasiados intentos. Vuelva a intentarlo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
} as const;
