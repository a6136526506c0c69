// Shown on the site's first load of a private URL while the layout, the registry and the page load:
// a thin progress bar (no antd: this is in the first bundle, which `/` loads too).
import styles from './ProgressBar.module.css';

export function PageSkeleton() {
  return <div className={styles.bar} role="progressbar" aria-label="Cargando la página" />;
}
