// Test-only, top of src: part of the faulty build that the e2e failure tests serve, no page.
// What the faulty pages throw and show: the e2e failure tests look for these words.
export const FAULTY = {
  renderError: 'Falla de prueba al dibujar la página',
  timerError: 'Bucle de prueba: error en un temporizador',
  rejection: 'Bucle de prueba: promesa rechazada',
  loopTitle: 'Página en bucle',
} as const;
