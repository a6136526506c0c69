// The public pages, the one list of them: each one's path, title and intro. Read by the router
// (their routes), by the pages, and by index.html's first paint of them, before any other script
// runs (the shell's build gives them to it: rsbuild.config.ts).
export const PUBLIC_PAGES = {
  login: {
    path: '/',
    title: 'Iniciar sesión',
    intro: 'Ingrese sus datos para acceder al back-office.',
  },
  register: {
    path: '/registro',
    title: 'Crear cuenta',
    intro: 'Regístrese con su correo electrónico y una contraseña segura.',
  },
  recover: {
    path: '/recuperar-clave',
    title: 'Recuperar contraseña',
    intro: 'Le enviaremos las instrucciones para crear una nueva contraseña.',
  },
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/** Whether `pathname` is one of the public pages. */
export const isPublicPath = (pathname: string): boolean =>
  Object.values(PUBLIC_PAGES).some((page) => page.path === pathname);
