// Test-only, top of src: part of the build that the e2e failure tests serve, no page.
// What the page products claims outside its prefix would show (it must never show).
export const HIJACKED = 'Ruta tomada por productos';
