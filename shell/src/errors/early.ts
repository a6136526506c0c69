// From the first script on: an error or a rejection nobody handled is reported. The reporter's
// code loads with the first such event (never on a page that has none).

const report = (event: Event) => {
  void import('./install').then(({ reportWindowEvent }) => reportWindowEvent(event));
};

if (typeof window !== 'undefined') {
  window.addEventListener('error', report);
  window.addEventListener('unhandledrejection', report);
}
