/** Text as searches compare it: lower case without accents, so 'campana' finds 'Campaña'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
