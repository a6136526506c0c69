// A thin bar across the top while the router loads the next page (a remote, its page chunk, a shell page).
import { useNavigation } from 'react-router-dom';
import styles from './ProgressBar.module.css';

export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div
      className={`${styles.bar} ${styles.delayed}`}
      role="progressbar"
      aria-label="Cargando la página"
    />
  );
}
